import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { visitorCurrency } from '@/lib/currency/visitorCurrency';
import { chromeContent, menuTops } from '@/lib/data/chrome';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { HOME_TITLE, SITE_DESCRIPTION, SITE_NAME } from '@/lib/seo/pageMetadata';
import { requestOrigin, requestPath } from '@/lib/seo/request';
import { Footer } from '@/modules/footer/Footer';
import { Header } from '@/modules/header/Header';
import { PriceRangeRouteReset } from '@/modules/listing/PriceRangeRouteReset';
import { NewsletterPopup } from '@/modules/newsletter/NewsletterPopup';
import { Providers } from '@/modules/session/Providers';
import { EarlyPressRecorder } from '@/modules/ui/EarlyPressRecorder';
import { OrderFailureModal } from '@/modules/ui/OrderFailureModal';
import './globals.css';
import styles from './layout.module.css';

/**
 * What every page starts from: the site's origin for absolute URLs (`BOOKSHOP_SITE_URL`, else the request's host),
 * the title template, and the page's own path as its canonical URL until the page states one (pages with content
 * of their own do, through `pageMetadata`).
 */
export async function generateMetadata(): Promise<Metadata> {
  const [origin, path] = await Promise.all([requestOrigin(), requestPath()]);
  return {
    metadataBase: new URL(origin),
    title: { default: HOME_TITLE, template: `%s | ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    ...(path ? { alternates: { canonical: path } } : {}),
    openGraph: { siteName: SITE_NAME, locale: 'en_AU', type: 'website' },
    twitter: { card: 'summary' },
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The request-bound reads come first, so a build never tries to fetch content while prerendering. Only the cache's
  // variants (kiosk, currency) are read: who is signed in is loaded by the browser, so one copy of a page serves all.
  const kiosk = await isKiosk();
  const [chrome, { currency }] = await Promise.all([chromeContent(), visitorCurrency()]);
  return (
    <html lang="en-AU">
      <body data-kiosk={kiosk ? '' : undefined}>
        <EarlyPressRecorder />
        <Providers>
          <a href="#main" className={styles.skip}>
            Skip to content
          </a>
          <Header chrome={chrome} items={menuTops(chrome.navigation)} kiosk={kiosk} />
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
