import { useEffect } from 'react';
import { lockScroll, type ScrollLockOptions } from './scrollLock';

/**
 * Locks body scroll while `active` (on screens up to 780 px) and restores the scroll position when it ends.
 *
 * @example
 * ```tsx
 * useScrollLock(drawerOpen);
 * ```
 */
export function useScrollLock(active: boolean, options: Pick<ScrollLockOptions, 'maxWidthPx'> = {}): void {
  const { maxWidthPx } = options;
  useEffect(() => (active ? lockScroll({ maxWidthPx }) : undefined), [active, maxWidthPx]);
}
