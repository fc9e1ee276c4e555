import { useState, useSyncExternalStore } from 'react';
import { useOnChange } from '../store/useOnChange';
import { type AutocompleteControllerOptions, createAutocompleteController } from './autocompleteController';

/**
 * Binds the search-box controller to React. `resetKey` (the current path) empties the box whenever it changes, so
 * the input resets on a route change. Mounting is not a change: the box starts empty, and text typed into the
 * server-rendered box before hydration must survive it.
 *
 * @example
 * ```tsx
 * const search = useAutocomplete({ load: loadSuggestions, resetKey: pathname });
 * ```
 */
export function useAutocomplete({ resetKey, ...options }: AutocompleteControllerOptions & { resetKey?: unknown }) {
  const [controller] = useState(() => createAutocompleteController(options));
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  useOnChange(resetKey, controller.reset);
  return { state, controller };
}
