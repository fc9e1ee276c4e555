import { type RefObject, useEffect } from 'react';

/**
 * Hands `adopt` the text typed into the named fields of a server-rendered form (or any element holding fields)
 * before React hydrated it, keyed by field name. React leaves such text on screen but not in state, so the next
 * render of a controlled field would wipe it (facebook/react#26974); adopting it on mount keeps what a shopper on a
 * slow phone typed first. A field counts as typed in when its value differs from the value the server rendered (its
 * `defaultValue`).
 */
export function useTypedBeforeHydration(
  container: RefObject<HTMLElement | null>,
  adopt: (typed: Record<string, string>) => void,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the DOM as hydration found it counts, so this runs once
  useEffect(() => {
    const typed: Record<string, string> = {};
    const fields = container.current?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[name], textarea[name]',
    );
    for (const field of Array.from(fields ?? [])) {
      if (field.value !== field.defaultValue) typed[field.name] = field.value;
    }
    if (Object.keys(typed).length) adopt(typed);
  }, []);
}
