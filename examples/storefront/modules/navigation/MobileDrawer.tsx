'use client';

import type { MegaMenuItem } from '@bookshop/react';
import { usePathname, useSearchParams } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { takeEarlyPress } from '../ui/earlyPress';
import { loadMenuEntries } from './loadMenuEntries';
import styles from './MobileDrawer.module.css';

const loadPanel = () => import('./MobileDrawerPanel').then((module) => ({ default: module.MobileDrawerPanel }));
const MobileDrawerPanel = lazy(loadPanel);

export interface MobileDrawerProps {
  helpUrl: string;
  kiosk: boolean;
}

/**
 * The phone and tablet menu (spec C2): a slide-in drawer with the tabs Browse and Join / Login ('My Koorong' when
 * signed in, a spinner while the session loads, no tab in kiosk mode). It closes on a route change and on Escape,
 * and locks the page's scroll on screens up to 780 px, restoring the position on close. Only the menu button ships
 * with the page; the drawer and the menu's entries (`loadMenuEntries`, shared with the desktop menu) are fetched when a
 * finger or pointer comes near the button, at the latest on the press; a press before the page has hydrated opens it
 * once it has (`takeEarlyPress`). If the entries cannot be had, the drawer opens without its sections rather than not
 * at all.
 */
export function MobileDrawer({ helpUrl, kiosk }: MobileDrawerProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [items, setItems] = useState<MegaMenuItem[] | null>(null);
  const prepare = () => {
    void loadPanel();
    loadMenuEntries().then(setItems, (error: unknown) => {
      console.error('The menu could not load', error);
      setItems((shown) => shown ?? []);
    });
  };
  const pathname = usePathname();
  const search = useSearchParams();
  const opener = useRef<HTMLButtonElement>(null);
  const routeKey = `${pathname}?${search.toString()}`;
  const openMenu = () => {
    prepare();
    setWanted(true);
    setOpen(true);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the effect of the route changing
  useEffect(() => {
    // The first run is hydration: a press the page took before it opens the menu now.
    if (takeEarlyPress('menu')) openMenu();
    else setOpen(false);
  }, [routeKey]);

  return (
    <>
      <button
        ref={opener}
        type="button"
        className={styles.opener}
        aria-label="Open menu"
        aria-expanded={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={openMenu}
        data-early-press="menu"
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {wanted && items ? (
        <Suspense fallback={null}>
          <MobileDrawerPanel
            items={items}
            helpUrl={helpUrl}
            kiosk={kiosk}
            open={open}
            onOpenChange={setOpen}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </>
  );
}
