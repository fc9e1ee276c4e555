'use client';

import { MegaMenu, type MegaMenuItem, useMegaMenu } from '@bookshop/react';
import { usePathname } from 'next/navigation';
import { Suspense } from 'react';
import styles from './DesktopNav.module.css';
import { loadMenuEntries } from './loadMenuEntries';
import { QueryChange } from './QueryChange';

/**
 * The desktop mega-menu from the content navigation; it closes and stays shut briefly on every route change. The page
 * gives only the top entries; the panels' links are fetched on the first pointer or focus on the menu.
 */
export function DesktopNav({ items }: { items: MegaMenuItem[] }) {
  const menu = useMegaMenu({ routeKey: usePathname() });
  if (!items.length) return null;
  return (
    <>
      <MegaMenu
        items={items}
        loadItems={loadMenuEntries}
        menu={menu}
        aria-label="Main"
        className={styles.nav}
        classNames={styles}
      />
      <Suspense>
        <QueryChange onChange={menu.controller.routeChanged} />
      </Suspense>
    </>
  );
}
