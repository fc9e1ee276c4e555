import { expect, it } from 'vitest';
import { listingMetadata } from './listingMetadata';

it('gives a later page its own title and keeps it canonical', () => {
  const metadata = listingMetadata({
    state: { category: ['bibles'], currentPage: 2 },
    title: 'Bibles',
    description: '<p>Every <b>translation</b>.</p>',
    image: { url: 'https://cdn.example/bibles.svg', alt: 'Bibles' },
    layout: 'grid',
    empty: false,
  });
  expect(metadata).toMatchObject({
    title: 'Bibles (page 2)',
    description: 'Every translation.',
    alternates: { canonical: '/category/bibles?currentPage=2' },
    openGraph: { images: [{ url: 'https://cdn.example/bibles.svg', alt: 'Bibles' }] },
  });
  expect(metadata.robots).toBeUndefined();
});

it('a filtered listing points to the unfiltered one, noindex, follow', () => {
  const metadata = listingMetadata({
    state: { category: ['bibles'], filters: { format: ['Hardcover'] } },
    title: 'Bibles',
    description: 'Bibles at Koorong.',
    layout: 'grid',
    empty: false,
  });
  expect(metadata.alternates).toEqual({ canonical: '/category/bibles' });
  expect(metadata.robots).toEqual({ index: false, follow: true });
});
