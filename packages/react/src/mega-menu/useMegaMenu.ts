import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createMegaMenuController, type MegaMenuControllerOptions, type MegaMenuState } from './megaMenuController';

/**
 * Binds the mega-menu controller to React; a change of `routeKey` (the pathname) suppresses the menu briefly.
 *
 * @example
 * ```tsx
 * const menu = useMegaMenu({ routeKey: usePathname() });
 * ```
 */
export function useMegaMenu(options: MegaMenuControllerOptions & { routeKey?: string } = {}) {
  const [controller] = useState(() => createMegaMenuController(options));
  const state: MegaMenuState = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route key is what this effect reacts to
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    controller.routeChanged();
  }, [options.routeKey, controller]);
  useEffect(() => () => controller.dispose(), [controller]);
  return { state, controller };
}
