import { expect, it } from 'vitest';
import { breadcrumbJsonLd } from './breadcrumbJsonLd';

it('numbers the crumbs from 1 with absolute URLs', () => {
  expect(
    breadcrumbJsonLd('https://www.koorong.com', [
      { label: 'Home', href: '/' },
      { label: 'Bibles', href: '/category/bibles' },
      { label: 'Search: grace & truth', href: '/search?q=grace+%26+truth' },
    ]),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.koorong.com/' },
      { '@type': 'ListItem', position: 2, name: 'Bibles', item: 'https://www.koorong.com/category/bibles' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Search: grace & truth',
        item: 'https://www.koorong.com/search?q=grace+%26+truth',
      },
    ],
  });
});
