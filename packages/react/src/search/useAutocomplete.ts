import { useEffect, useState, useSyncExternalStore } from 'react';
import { type AutocompleteControllerOptions, createAutocompleteController } from './autocompleteController';

/**
 * Binds the search-box controller to React. `resetKey` (the current path) empties the box whenever it changes, so
 * the input resets on a route change.
 *
 * @example
 * ```tsx
 * const search = useAutocomplete({ load: loadSuggestions, resetKey: pathname });
 * ```
 */
export function useAutocomplete({ resetKey, ...options }: AutocompleteControllerOptions & { resetKey?: unknown }) {
  const [controller] = useState(() => createAutocompleteController(options));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger itself, not a value read here
  useEffect(() => {
    controller.reset();
  }, [controller, resetKey]);
  return { state, controller };
}
