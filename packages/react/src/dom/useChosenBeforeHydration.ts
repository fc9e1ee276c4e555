import type { RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/**
 * Hands `adopt` the options chosen in the named `select`s of a server-rendered element before React hydrated it,
 * keyed by select name. Hydration leaves the new choice on screen but fires no change for it, so the shopper's
 * choice would show and never apply. A select counts as changed when its value is not the option the server marked
 * `selected` (React's server rendering marks the selected option of a select with a `value` or `defaultValue`); a
 * client render marks none, so it reports nothing.
 *
 * @example
 * ```tsx
 * const bar = useRef<HTMLDivElement>(null);
 * useChosenBeforeHydration(bar, ({ sort }) => sort && applySort(sort));
 * ```
 */
export function useChosenBeforeHydration(
  container: RefObject<HTMLElement | null>,
  adopt: (chosen: Record<string, string>) => void,
): void {
  // Once, in the hydrating commit itself: only the DOM as hydration found it counts.
  useIsomorphicLayoutEffect(() => {
    const chosen: Record<string, string> = {};
    for (const select of Array.from(container.current?.querySelectorAll('select[name]') ?? [])) {
      if (!(select instanceof HTMLSelectElement) || select.multiple) continue;
      // The server marks the option it selected; a client render marks none (it sets `selected` only), and then
      // there is no served choice to have changed.
      const served = Array.from(select.options).find((option) => option.defaultSelected);
      if (served && select.value !== served.value) chosen[select.name] = select.value;
    }
    if (Object.keys(chosen).length) adopt(chosen);
  }, []);
}
