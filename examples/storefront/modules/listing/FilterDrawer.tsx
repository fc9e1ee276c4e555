'use client';

import { useScrollLock } from '@bookshop/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './FilterDrawer.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab within an open drawer, wrapping at either end, as the page behind it is out of reach. */
function keepTabWithin(container: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (event.shiftKey && (active === first || active === container || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The listing's left column; on phones a slide-in drawer behind a 'Filter' button that shows how many filters are
 * set (spec C2). Open, it is a modal dialog named 'Filters': Tab stays inside it, it locks the body's scroll (up to
 * 780 px) and restores the scroll position on close; Escape, the backdrop and 'Show results' close it.
 */
export function FilterDrawer({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  useScrollLock(open);
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      else if (event.key === 'Tab' && panel.current) keepTabWithin(panel.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Without scrolling, or the page would jump to the Filter button before the scroll lock puts it back.
      opener.current?.focus({ preventScroll: true });
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
        aria-labelledby={`${id}-title`}
        // A region beside the results on wide screens; open on a phone, a modal drawer over them.
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <div className={styles.bar}>
          <span id={`${id}-title`} className={styles.barTitle}>
            Filters
          </span>
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
