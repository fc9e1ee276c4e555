'use client';

import { MegaMenu, type MegaMenuItem, useMegaMenu } from '@bookshop/react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Suspense } from 'react';
import styles from './DesktopNav.module.css';
import { QueryChange } from './QueryChange';

/** The desktop mega-menu from the content navigation; it closes and stays shut briefly on every route change. */
export function DesktopNav({ items }: { items: MegaMenuItem[] }) {
  const menu = useMegaMenu({ routeKey: usePathname() });
  if (!items.length) return null;
  return (
    <>
      <MegaMenu items={items} menu={menu} linkAs={Link} aria-label="Main" className={styles.nav} classNames={styles} />
      <Suspense>
        <QueryChange onChange={menu.controller.routeChanged} />
      </Suspense>
    </>
  );
}
