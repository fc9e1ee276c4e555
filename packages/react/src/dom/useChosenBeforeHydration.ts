import type { RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/**
 * Hands `adopt` the options chosen in the named `select`s of a server-rendered element before React hydrated it,
 * keyed by select name. Hydration leaves the new choice on screen but fires no change for it, so the shopper's
 * choice would show and never apply. A select counts as changed when its value is not the option the server
 * selected (its `defaultSelected` one, else the first).
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
      const options = Array.from(select.options);
      const served = (options.find((option) => option.defaultSelected) ?? options[0])?.value;
      if (served !== undefined && select.value !== served) chosen[select.name] = select.value;
    }
    if (Object.keys(chosen).length) adopt(chosen);
  }, []);
}
