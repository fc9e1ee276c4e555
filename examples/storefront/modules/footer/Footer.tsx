import type { Footer as FooterContent } from '@bookshop/sdk';
import { FREE_DELIVERY_THRESHOLD_CENTS, formatMoney } from '@bookshop/sdk/rules';
import { BASE_CURRENCY, type DisplayCurrency } from '@/lib/currency/displayCurrency';
import styles from './Footer.module.css';
import { FooterNewsletter } from './FooterNewsletter';

const SOCIAL_NEW_TAB_ID = 'footer-social-new-tab';

const STORES: [slug: string, name: string][] = [
  ['adelaide', 'Adelaide'],
  ['armidale', 'Armidale'],
  ['blackburn', 'Blackburn'],
  ['canning-vale', 'Canning Vale'],
  ['fyshwick', 'Fyshwick'],
  ['launceston', 'Launceston'],
  ['mooloolaba', 'Mooloolaba'],
  ['mount-lawley', 'Mount Lawley'],
  ['warners-bay', 'Warners Bay'],
  ['penrith', 'Penrith'],
  ['port-macquarie', 'Port Macquarie'],
  ['springwood', 'Springwood'],
  ['toowoomba', 'Toowoomba'],
  ['west-ryde', 'West Ryde'],
  ['woolloongabba', 'Woolloongabba'],
];

/**
 * The footer (spec C2): newsletter sign-up, store links, link columns, social links, customer-service information
 * with the phone number, and the copyright with free shipping over $99 and prices in AUD including GST. Kiosk mode
 * hides the service information, the link columns and the social links. When prices show in another currency, the
 * footer says they are converted, beside the copyright's word that prices are in AUD. Its links are plain anchors, as
 * are the header's own: a Next.js `Link` is a client component every page hydrates, and its prefetch is a per-request
 * render the front cannot cache, while the page it leads to is served from the front's cache.
 */
export function Footer({
  content,
  kiosk,
  currency,
}: {
  content: FooterContent | null;
  kiosk: boolean;
  /** What this page's prices are shown in. */
  currency: DisplayCurrency;
}) {
  const threshold = formatMoney(FREE_DELIVERY_THRESHOLD_CENTS).replace('.00', '');
  const service = content?.customer_service;
  return (
    <footer className={styles.footer}>
      <section className={styles.newsletter} aria-labelledby="footer-newsletter">
        <div>
          <h2 id="footer-newsletter">{content?.newsletter?.title ?? 'Join our newsletter'}</h2>
          {content?.newsletter?.sub_text ? <p>{content.newsletter.sub_text}</p> : null}
        </div>
        <FooterNewsletter />
      </section>

      {kiosk || !content?.info_links.length ? null : (
        <ul className={styles.info} aria-label="Why shop with us">
          {content.info_links.map((info) => (
            <li key={info.title}>
              {info.svg ? (
                // The content service's inline SVG icons, sanitised in `chromeContent`.
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify (sanitizeSvg)
                <span className={styles.infoIcon} aria-hidden="true" dangerouslySetInnerHTML={{ __html: info.svg }} />
              ) : null}
              <span>
                <strong>{info.title}</strong>
                {info.sub_text ? <span className={styles.infoText}>{info.sub_text}</span> : null}
                {info.link ? <a href={info.link.href}>{info.link.title}</a> : null}
              </span>
            </li>
          ))}
        </ul>
      )}

      <div className={styles.grid}>
        {kiosk
          ? null
          : (content?.columns ?? []).map((column) => (
              <nav key={column.title} aria-label={column.title} className={styles.column}>
                <h2>{column.title}</h2>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <a href={link.href}>{link.title}</a>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
        <nav aria-label="Our stores" className={`${styles.column} ${styles.stores}`}>
          <h2>Our Stores</h2>
          <ul>
            {STORES.map(([slug, name]) => (
              <li key={slug}>
                <a href={`/stores/${slug}`}>{name}</a>
              </li>
            ))}
          </ul>
        </nav>
        {kiosk ? null : (
          <section aria-labelledby="footer-service" className={styles.column}>
            <h2 id="footer-service">{service?.title ?? 'Customer Service'}</h2>
            {service?.phone ? (
              <p className={styles.phone}>
                <a href={`tel:${service.phone.replaceAll(' ', '')}`}>{service.phone}</a>
              </p>
            ) : null}
            {service?.hours ? <p>{service.hours}</p> : null}
            <p>
              <a href="/contact-us">Contact us</a>
            </p>
            {content?.social_links.length ? (
              <>
                <ul className={styles.social} aria-label="Follow us">
                  {content.social_links.map((link) => (
                    <li key={link.href}>
                      <a
                        href={link.href}
                        rel="noopener noreferrer"
                        target="_blank"
                        aria-describedby={SOCIAL_NEW_TAB_ID}
                      >
                        {link.title}
                      </a>
                    </li>
                  ))}
                </ul>
                {/* Said with each link, not part of its name: the link is 'Facebook', and it opens a new tab. */}
                <span id={SOCIAL_NEW_TAB_ID} hidden>
                  Opens in a new tab
                </span>
              </>
            ) : null}
          </section>
        )}
      </div>

      <div className={styles.legal}>
        <p>
          {content?.free_shipping_text ?? `Free shipping for orders over ${threshold}`}.{' '}
          {content?.copyright?.price_text ?? 'All prices include GST and are in AUD.'}
          {currency === BASE_CURRENCY
            ? null
            : ` Prices shown in ${currency} are converted from ${BASE_CURRENCY}; orders are charged in ${BASE_CURRENCY}.`}
        </p>
        <p>
          {content?.copyright?.main_text ?? '© Koorong. All rights reserved.'}
          {(content?.copyright?.links ?? []).map((link) => (
            <a key={link.href} href={link.href}>
              {link.title}
            </a>
          ))}
        </p>
      </div>
    </footer>
  );
}
