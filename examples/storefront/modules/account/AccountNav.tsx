'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './AccountNav.module.css';

/** The account pages, in the order the navigation lists them. */
export const ACCOUNT_PAGES = [
  { href: '/account', label: 'My Koorong' },
  { href: '/account/orders', label: 'Orders' },
  { href: '/account/invoices', label: 'Invoices' },
  { href: '/account/balance', label: 'Account balance' },
  { href: '/account/cards', label: 'Saved cards' },
] as const;

/** The account area's own navigation (every account page, under the banner); the current page is marked. */
export function AccountNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="My account" className={styles.nav}>
      <ul className={styles.list}>
        {ACCOUNT_PAGES.map(({ href, label }) => {
          const current =
            href === '/account' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
          return (
            <li key={href}>
              <Link href={href} className={styles.link} aria-current={current ? 'page' : undefined}>
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
