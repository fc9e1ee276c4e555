import { type RefObject, useEffect, useState } from 'react';

/**
 * For a list that grows on a press ('Show more'): call the returned function with the count shown before the press,
 * and once the list holds more than that, the first new item's button takes the focus, so a keyboard user goes on
 * from what the press brought rather than from the top.
 *
 * @example
 * ```tsx
 * const focusShownFrom = useFocusShownFrom(listRef, items.length);
 * const more = async () => { const shown = items.length; await loadMore(); focusShownFrom(shown); };
 * ```
 */
export function useFocusShownFrom(list: RefObject<HTMLElement | null>, count: number): (shown: number) => void {
  const [from, setFrom] = useState<number | null>(null);
  useEffect(() => {
    if (from === null || count <= from) return;
    list.current?.children[from]?.querySelector('button')?.focus();
    setFrom(null);
  }, [from, count, list]);
  return setFrom;
}
