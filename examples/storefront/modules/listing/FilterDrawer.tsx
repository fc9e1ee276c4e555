'use client';

import { useScrollLock } from '@bookshop/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { keepTabWithin } from '@/modules/ui/keepTabWithin';
import styles from './FilterDrawer.module.css';
import { useIsMobile } from './useIsMobile';

/** Whether a key press belongs to another dialog opened over the drawer (the newsletter pop-up), not to the drawer. */
function forAnotherDialog(panel: HTMLElement, event: KeyboardEvent): boolean {
  const target = event.target;
  return (
    target instanceof Element &&
    !panel.contains(target) &&
    target.closest('[role="dialog"], [role="alertdialog"]') !== null
  );
}

/**
 * The listing's left column; on phones a slide-in drawer behind a 'Filter' button that shows how many filters are
 * set (spec C2). Open on a phone, it is a modal dialog named 'Filters': Tab stays inside it, it locks the body's
 * scroll and restores the position on close; Escape, the backdrop, 'Show results' and its close button ('Close
 * filters') close it. A screen that widens past 780 px (a turned phone) closes it, as the column is then beside the
 * results again.
 */
export function FilterDrawer({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const mobile = useIsMobile();
  // Closed, not just hidden, once the screen is wide: turned back to a phone, the drawer must not spring open again.
  if (open && !mobile) setOpen(false);
  const modal = open && mobile;
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  useScrollLock(modal);
  useEffect(() => {
    const drawer = panel.current;
    if (!modal || !drawer) return;
    drawer.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || forAnotherDialog(drawer, event)) return;
      if (event.key === 'Escape') setOpen(false);
      else keepTabWithin(drawer, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Without scrolling: the scroll lock has just put the page back where the shopper was.
      opener.current?.focus({ preventScroll: true });
    };
  }, [modal]);
  return (
    <div className={styles.root}>
      <button
        ref={opener}
        type="button"
        className={styles.open}
        aria-expanded={modal}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(true)}
      >
        Filter{activeCount ? ` (${activeCount})` : ''}
      </button>
      <section
        ref={panel}
        id={`${id}-panel`}
        className={styles.panel}
        data-state={modal ? 'open' : 'closed'}
        tabIndex={-1}
        aria-labelledby={`${id}-title`}
        // A region beside the results on wide screens; open on a phone, a modal drawer over them.
        {...(modal ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <div className={styles.bar}>
          <span id={`${id}-title`} className={styles.barTitle}>
            Filters
          </span>
          <span className={styles.actions}>
            <button type="button" className={styles.close} onClick={() => setOpen(false)}>
              Show results
            </button>
            <button type="button" className={styles.dismiss} aria-label="Close filters" onClick={() => setOpen(false)}>
              <span aria-hidden="true">×</span>
            </button>
          </span>
        </div>
        {children}
      </section>
      {modal ? <div className={styles.backdrop} aria-hidden="true" onClick={() => setOpen(false)} /> : null}
    </div>
  );
}
