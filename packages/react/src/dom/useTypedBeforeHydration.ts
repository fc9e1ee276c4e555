import type { RefObject } from 'react';
import { useIsomorphicLayoutEffect } from './useIsomorphicLayoutEffect';

/**
 * Hands `adopt` the text typed into the named inputs of a server-rendered form (or any element holding inputs)
 * before React hydrated it, keyed by input name. React leaves such text on screen but not in state, so the next
 * render of a controlled input would wipe it (facebook/react#26974); adopting it keeps what a shopper on a slow phone
 * typed first. An input counts as typed in when its value differs from the one the server rendered (its
 * `defaultValue`). Left out: textareas, as hydration puts a server-filled one's text back before any effect, and
 * sliders, whose value the browser snaps to their step, so it can differ from the served one untouched.
 */
export function useTypedBeforeHydration(
  container: RefObject<HTMLElement | null>,
  adopt: (typed: Record<string, string>) => void,
): void {
  // Once, in the hydrating commit itself: only the DOM as hydration found it counts, and no Enter can reach a handler
  // before the text is adopted.
  useIsomorphicLayoutEffect(() => {
    const typed: Record<string, string> = {};
    for (const input of Array.from(container.current?.querySelectorAll('input[name]') ?? [])) {
      if (!(input instanceof HTMLInputElement) || input.type === 'range') continue;
      if (input.value !== input.defaultValue) typed[input.name] = input.value;
    }
    if (Object.keys(typed).length) adopt(typed);
  }, []);
}
