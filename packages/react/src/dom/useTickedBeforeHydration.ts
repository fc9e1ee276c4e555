import type { RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/**
 * Hands `adopt` the values of the checkboxes inside a server-rendered element that were ticked or unticked before
 * React hydrated it. Hydration leaves such a box as the shopper left it but records it as unchanged, so the click
 * would do nothing, and the next click would do the opposite of what the box shows. A box counts as toggled when its
 * `checked` differs from the one the server rendered (its `defaultChecked`); its `value` names it.
 */
export function useTickedBeforeHydration(
  container: RefObject<HTMLElement | null>,
  adopt: (toggled: string[]) => void,
): void {
  // Once, in the hydrating commit itself: only the DOM as hydration found it counts. In a client render every box
  // starts as rendered, so nothing is reported.
  useIsomorphicLayoutEffect(() => {
    const toggled = Array.from(container.current?.querySelectorAll('input[type=checkbox]') ?? [])
      .filter((box): box is HTMLInputElement => box instanceof HTMLInputElement && box.checked !== box.defaultChecked)
      .map((box) => box.value);
    if (toggled.length) adopt(toggled);
  }, []);
}
