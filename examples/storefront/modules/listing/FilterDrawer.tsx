'use client';

import { SCROLL_LOCK_MAX_WIDTH_PX } from '@bookshop/sdk/rules';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './FilterDrawer.module.css';

/**
 * The listing's left column; on phones a slide-in drawer behind a 'Filter' button that shows how many filters are
 * set (spec C2). While open it locks the body's scroll (up to 780 px) and restores the scroll position on close;
 * Escape and the close button close it.
 */
export function FilterDrawer({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const narrow = window.matchMedia(`(max-width: ${SCROLL_LOCK_MAX_WIDTH_PX}px)`).matches;
    const scrollY = window.scrollY;
    const body = document.body.style;
    const before = { overflow: body.overflow };
    if (narrow) body.overflow = 'hidden';
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      body.overflow = before.overflow;
      // Focus first, without scrolling, or the page would jump back to the Filter button.
      opener.current?.focus({ preventScroll: true });
      if (narrow) window.scrollTo(0, scrollY);
    };
  }, [open]);
  return (
    <div className={styles.root}>
      <button
        ref={opener}
        type="button"
        className={styles.open}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(true)}
      >
        Filter{activeCount ? ` (${activeCount})` : ''}
      </button>
      <section
        ref={panel}
        id={`${id}-panel`}
        className={styles.panel}
        data-state={open ? 'open' : 'closed'}
        tabIndex={-1}
        aria-label="Filters"
      >
        <div className={styles.bar}>
          <span className={styles.barTitle}>Filters</span>
          <button type="button" className={styles.close} onClick={() => setOpen(false)}>
            Show results
          </button>
        </div>
        {children}
      </section>
      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} /> : null}
    </div>
  );
}
