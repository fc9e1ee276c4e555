import type { MegaMenuItem } from '@bookshop/react';
import { Suspense } from 'react';
import type { ChromeContent } from '@/lib/data/chrome';
import { DesktopNav } from '../navigation/DesktopNav';
import { MobileDrawer } from '../navigation/MobileDrawer';
import { SearchBar } from '../search/SearchBar';
import { AccountMenu } from './AccountMenu';
import { Banners } from './Banners';
import { BasketLink } from './BasketLink';
import styles from './Header.module.css';
import { Logo } from './Logo';
import { TopBar } from './TopBar';

/**
 * The site header (spec C2): banners, the top bar, the logo, search, account, Stores and basket, and the
 * navigation (mega-menu on desktop, drawer on phones and tablets). Kiosk mode drops the account parts, the
 * wishlist and the basket (a kiosk adds nothing to one) and uses the kiosk banner. Its links are plain anchors (see
 * `Footer`).
 */
export function Header({ chrome, items, kiosk }: { chrome: ChromeContent; items: MegaMenuItem[]; kiosk: boolean }) {
  return (
    <header className={styles.header}>
      <Banners footer={chrome.footer} kiosk={kiosk} />
      <div className={styles.topRow}>
        <TopBar links={chrome.navigation?.top_bar ?? []} helpUrl={chrome.helpUrl} kiosk={kiosk} />
      </div>
      <div className={styles.bar}>
        <Suspense>
          <MobileDrawer helpUrl={chrome.helpUrl} kiosk={kiosk} />
        </Suspense>
        <Logo />
        <div className={styles.search}>
          <SearchBar />
        </div>
        <div className={styles.actions}>
          {kiosk ? null : (
            <div className={styles.account}>
              <AccountMenu />
            </div>
          )}
          <a href="/stores" className={styles.iconLink} aria-label="Stores">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path
                d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
            </svg>
            <span className={styles.iconLabel}>Stores</span>
          </a>
          {kiosk ? null : <BasketLink />}
        </div>
      </div>
      <DesktopNav items={items} />
    </header>
  );
}
