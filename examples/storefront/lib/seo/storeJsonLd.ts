import type { Store } from '@bookshop/sdk';
import type { BookStoreLeaf, DayOfWeek, OpeningHoursSpecificationLeaf, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT } from './jsonLd';
import { organizationId } from './organizationJsonLd';
import { absoluteUrl } from './siteOrigin';

const DAYS = new Set(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
const TIME = /^([01]?\d|2[0-4]):[0-5]\d$/;

/** The days a store opens, as schema.org's opening hours; closed days and unreadable entries are left out. */
function openingHours(hours: Store['hours']): OpeningHoursSpecificationLeaf[] {
  return hours.flatMap(({ day, open, close }) => {
    const name = day.trim().replace(/^./, (first) => first.toUpperCase());
    if (!DAYS.has(name) || !open || !close || !TIME.test(open) || !TIME.test(close)) return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${name}` as DayOfWeek,
        opens: open.padStart(5, '0'),
        closes: close.padStart(5, '0'),
      },
    ];
  });
}

/**
 * A store as a schema.org `BookStore` (a `Store`, a `LocalBusiness`): name, page, phone, email, postal address and
 * opening hours, run by the shop's organisation.
 *
 * @example
 * ```ts
 * storeJsonLd('https://www.koorong.com', await bookshop.content.store('adelaide'));
 * ```
 */
export function storeJsonLd(origin: string, store: Store): WithContext<BookStoreLeaf> {
  const url = absoluteUrl(origin, `/stores/${encodeURIComponent(store.slug)}`);
  const { street, suburb, state, postcode, country } = store.address;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BookStore',
    '@id': `${url}#store`,
    name: store.title,
    url,
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: suburb,
      addressRegion: state,
      postalCode: postcode,
      addressCountry: country,
    },
    openingHoursSpecification: openingHours(store.hours),
    parentOrganization: { '@id': organizationId(origin) },
  };
}
