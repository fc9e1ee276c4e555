import type { OrganizationLeaf, SearchAction, WebSiteLeaf, WithActionConstraints, WithContext } from 'schema-dts';
import { SCHEMA_CONTEXT } from './jsonLd';
import { SITE_NAME } from './pageMetadata';

/** The `@id` of the shop as an organisation, which offers and stores point at. */
export const organizationId = (origin: string) => `${origin}/#organization`;

/**
 * The shop as a schema.org `Organization`: name, site, logo and, when the settings give one, the customer-service
 * line.
 *
 * @example
 * ```ts
 * organizationJsonLd('https://www.koorong.com', { telephone: '1800 000 000' });
 * ```
 */
export function organizationJsonLd(
  origin: string,
  { telephone }: { telephone?: string } = {},
): WithContext<OrganizationLeaf> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/icon.svg`,
    ...(telephone
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            telephone,
            contactType: 'customer service',
            areaServed: ['AU', 'NZ'],
            availableLanguage: 'English',
          },
        }
      : {}),
  };
}

/**
 * The site as a schema.org `WebSite` with its search: a `SearchAction` whose target is `/search?q={search_term_string}`
 * (the search box's own address).
 */
export function webSiteJsonLd(origin: string): WithContext<WebSiteLeaf> {
  const search: WithActionConstraints<Extract<SearchAction, { '@type': 'SearchAction' }>> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: SITE_NAME,
    url: `${origin}/`,
    inLanguage: 'en-AU',
    publisher: { '@id': organizationId(origin) },
    potentialAction: search,
  };
}
