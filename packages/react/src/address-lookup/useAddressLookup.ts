import { useEffect, useState, useSyncExternalStore } from 'react';
import { type AddressLookupControllerOptions, createAddressLookupController } from './addressLookupController';

/**
 * Binds the address-lookup controller to React: the state for rendering and the controller for events. The options
 * are read once, when the field mounts; a pending request stops when it unmounts.
 *
 * @example
 * ```tsx
 * const lookup = useAddressLookup({ source: { find, retrieve }, onAddressChange: setPicked });
 * <AddressLookup lookup={lookup} type="shipping" />
 * ```
 */
export function useAddressLookup(options: AddressLookupControllerOptions) {
  const [controller] = useState(() => createAddressLookupController(options));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  useEffect(() => controller.destroy, [controller]);
  return { state, controller };
}
