import type { Store } from '@bookshop/sdk';
import { expect, it } from 'vitest';
import { storeJsonLd } from './storeJsonLd';

const adelaide: Store = {
  uid: 'blt1',
  locale: 'en-au',
  updated_at: '2026-11-20T00:00:00.000Z',
  title: 'Koorong Adelaide',
  url: '/stores/adelaide',
  slug: 'adelaide',
  store_id: 'S001',
  address: { street: '85 Grenfell Street', suburb: 'Adelaide', state: 'SA', postcode: '5000', country: 'AU' },
  phone: '(08) 9000 1000',
  email: 'adelaide@koorong.example.com',
  hours: [
    { day: 'Monday', open: '09:00', close: '17:30' },
    { day: 'thursday', open: '9:00', close: '21:00' },
    { day: 'Sunday', open: null, close: null },
    { day: 'Public holidays', open: '10:00', close: '16:00' },
  ],
  services: ['Click & Collect'],
};

it('describes the store with its address and the days it opens', () => {
  expect(storeJsonLd('https://www.koorong.com', adelaide)).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BookStore',
    '@id': 'https://www.koorong.com/stores/adelaide#store',
    name: 'Koorong Adelaide',
    url: 'https://www.koorong.com/stores/adelaide',
    telephone: '(08) 9000 1000',
    email: 'adelaide@koorong.example.com',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '85 Grenfell Street',
      addressLocality: 'Adelaide',
      addressRegion: 'SA',
      postalCode: '5000',
      addressCountry: 'AU',
    },
    openingHoursSpecification: [
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '17:30' },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: 'https://schema.org/Thursday',
        opens: '09:00',
        closes: '21:00',
      },
    ],
    parentOrganization: { '@id': 'https://www.koorong.com/#organization' },
  });
});

it('leaves out what the store does not have', () => {
  const node = storeJsonLd('https://www.koorong.com', { ...adelaide, phone: undefined, email: undefined, hours: [] });
  expect(node).not.toHaveProperty('telephone');
  expect(node).not.toHaveProperty('email');
  expect(node.openingHoursSpecification).toEqual([]);
});
