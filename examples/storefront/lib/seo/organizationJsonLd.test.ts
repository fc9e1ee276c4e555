import { expect, it } from 'vitest';
import { organizationJsonLd, webSiteJsonLd } from './organizationJsonLd';

it('names the shop, its logo and its customer-service line', () => {
  expect(organizationJsonLd('https://www.koorong.com', { telephone: '1800 000 000' })).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': 'https://www.koorong.com/#organization',
    name: 'Koorong',
    url: 'https://www.koorong.com/',
    logo: 'https://www.koorong.com/icon.svg',
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: '1800 000 000',
      contactType: 'customer service',
      areaServed: ['AU', 'NZ'],
      availableLanguage: 'English',
    },
  });
  expect(organizationJsonLd('https://www.koorong.com')).not.toHaveProperty('contactPoint');
});

it("offers the site's search as a SearchAction on /search?q=", () => {
  const site = webSiteJsonLd('http://127.0.0.1:3000');
  expect(site).toMatchObject({
    '@type': 'WebSite',
    url: 'http://127.0.0.1:3000/',
    publisher: { '@id': 'http://127.0.0.1:3000/#organization' },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'http://127.0.0.1:3000/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    },
  });
});
