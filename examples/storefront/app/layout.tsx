import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { currentSession } from '@/lib/data/session';
import { AccountMenu } from '@/modules/header/AccountMenu';
import { SearchBar } from '@/modules/search/SearchBar';
import { Providers } from '@/modules/session/Providers';
import './globals.css';
import styles from './layout.module.css';

export const metadata: Metadata = {
  title: { default: 'Koorong | Christian books, Bibles, music and gifts', template: '%s | Koorong' },
  description: 'Christian books, Bibles, music, DVDs and gifts, delivered across Australia and New Zealand.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const session = await currentSession();
  return (
    <html lang="en-AU">
      <body>
        <Providers session={session}>
          <header className={styles.header}>
            <div className={styles.bar}>
              <a href="/" className={styles.logo} aria-label="Koorong home">
                Koorong
              </a>
              <SearchBar />
              <AccountMenu />
            </div>
          </header>
          <main className={styles.main}>{children}</main>
          <footer className={styles.footer}>
            <p>Free shipping for orders over $99. Prices include GST and are in AUD.</p>
          </footer>
        </Providers>
      </body>
    </html>
  );
}
