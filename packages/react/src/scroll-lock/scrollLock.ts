/** Side panels lock the page's scroll on screens up to this width, in CSS pixels (spec C9). */
const SCROLL_LOCK_MAX_WIDTH_PX = 780;

export interface ScrollLockOptions {
  /** Lock only on screens up to this width (spec C9: 780 px). */
  maxWidthPx?: number;
  /** The window to lock, replaceable in tests. */
  win?: Window;
}

/**
 * Locks the page behind a side panel on narrow screens (spec C2): the body is pinned where it is, so it cannot
 * scroll, and the returned release puts every style back and scrolls to where the shopper was. On wider screens it
 * does nothing (and the release is a no-op).
 *
 * @example
 * ```ts
 * const release = lockScroll();
 * // … the drawer is open …
 * release();
 * ```
 */
export function lockScroll({
  maxWidthPx = SCROLL_LOCK_MAX_WIDTH_PX,
  win = window,
}: ScrollLockOptions = {}): () => void {
  if (!win.matchMedia(`(max-width: ${maxWidthPx}px)`).matches) return () => {};
  const body = win.document.body.style;
  const scrollY = win.scrollY;
  // Set with priority, so a dialog library's own `body { position: relative !important }` does not undo the lock.
  const lock: Record<string, string> = { position: 'fixed', top: `-${scrollY}px`, width: '100%', overflow: 'hidden' };
  const before = Object.keys(lock).map((name) => [name, body.getPropertyValue(name), body.getPropertyPriority(name)]);
  for (const [name, value] of Object.entries(lock)) body.setProperty(name, value, 'important');
  let released = false;
  return () => {
    if (released) return;
    released = true;
    for (const [name, value, priority] of before) {
      if (value) body.setProperty(name as string, value as string, priority as string);
      else body.removeProperty(name as string);
    }
    win.scrollTo(0, scrollY);
    // A dialog library may still hold the page's overflow for a frame; scroll back again once it has let go.
    win.requestAnimationFrame(() => win.scrollTo(0, scrollY));
  };
}
