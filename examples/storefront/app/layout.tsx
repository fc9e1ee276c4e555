import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { visitorCurrency } from '@/lib/currency/visitorCurrency';
import { chromeContent, megaMenuItems } from '@/lib/data/chrome';
import { currentSession } from '@/lib/data/session';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { Footer } from '@/modules/footer/Footer';
import { Header } from '@/modules/header/Header';
import { PriceRangeRouteReset } from '@/modules/listing/PriceRangeRouteReset';
import { NewsletterPopup } from '@/modules/newsletter/NewsletterPopup';
import { Providers } from '@/modules/session/Providers';
import { OrderFailureModal } from '@/modules/ui/OrderFailureModal';
import './globals.css';
import styles from './layout.module.css';

export const metadata: Metadata = {
  title: { default: 'Koorong | Christian books, Bibles, music and gifts', template: '%s | Koorong' },
  description: 'Christian books, Bibles, music, DVDs and gifts, delivered across Australia and New Zealand.',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The request-bound reads come first, so a build never tries to fetch content while prerendering.
  const kiosk = await isKiosk();
  const [session, chrome, { currency }] = await Promise.all([currentSession(), chromeContent(), visitorCurrency()]);
  return (
    <html lang="en-AU">
      <body data-kiosk={kiosk ? '' : undefined}>
        <Providers session={session}>
          <a href="#main" className={styles.skip}>
            Skip to content
          </a>
          <Header chrome={chrome} items={megaMenuItems(chrome.navigation)} kiosk={kiosk} />
          <main id="main" className={styles.main}>
            {children}
          </main>
          <Footer content={chrome.footer} kiosk={kiosk} currency={currency} />
          {kiosk ? null : <NewsletterPopup kiosk={kiosk} />}
          <Suspense>
            <OrderFailureModal />
          </Suspense>
          <PriceRangeRouteReset />
        </Providers>
      </body>
    </html>
  );
}
