'use client';

import { READ_MORE_COLLAPSED_HEIGHT_PX } from '@bookshop/sdk/rules';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import styles from './ReadMore.module.css';

/** A 'Read more / Read less' accordion that collapses its content at 150 px (spec C4); short content shows whole. */
export function ReadMore({ children, label }: { children: ReactNode; label: string }) {
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [tall, setTall] = useState(true);
  useEffect(() => {
    if (body.current) setTall(body.current.scrollHeight > READ_MORE_COLLAPSED_HEIGHT_PX + 1);
  }, []);
  return (
    <section aria-label={label} className={styles.readMore} data-state={open || !tall ? 'open' : 'closed'}>
      <div
        id={`${id}-body`}
        ref={body}
        className={styles.body}
        style={open || !tall ? undefined : { maxHeight: READ_MORE_COLLAPSED_HEIGHT_PX }}
      >
        {children}
      </div>
      {tall ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Read less' : 'Read more'}
        </button>
      ) : null}
    </section>
  );
}
