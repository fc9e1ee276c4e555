import { type Ref, type RefCallback, useMemo } from 'react';

/**
 * One ref callback that fills a component's own ref and the one its caller forwarded. Kept the same while the
 * forwarded ref is, so a caller's callback ref is not detached and attached again on every render.
 */
export function useMergedRef<T>(own: Ref<T>, forwarded: Ref<T> | undefined): RefCallback<T> {
  return useMemo(
    () => (node: T | null) => {
      for (const ref of [own, forwarded]) {
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }
    },
    [own, forwarded],
  );
}
