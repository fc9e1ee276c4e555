'use client';

import { MegaMenu, type MegaMenuItem, useMegaMenu } from '@bookshop/react';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import styles from './DesktopNav.module.css';

/** The desktop mega-menu from the content navigation; it closes and stays shut briefly on every route change. */
export function DesktopNav({ items }: { items: MegaMenuItem[] }) {
  const pathname = usePathname();
  const search = useSearchParams();
  const menu = useMegaMenu({ routeKey: `${pathname}?${search.toString()}` });
  if (!items.length) return null;
  return (
    <MegaMenu items={items} menu={menu} linkAs={Link} aria-label="Main" className={styles.nav} classNames={styles} />
  );
}
