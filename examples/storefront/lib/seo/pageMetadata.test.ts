import { expect, it } from 'vitest';
import { pageMetadata } from './pageMetadata';

it('states the canonical path, and the same title, description and image for Open Graph and Twitter', () => {
  const metadata = pageMetadata({
    title: 'The Grace of Joy',
    description: '<p>A <b>year</b> of readings &amp; prayers.</p>',
    path: '/product/the-grace-of-joy',
    image: { url: 'https://cdn.example/cover.jpg', alt: 'Cover of The Grace of Joy' },
    card: 'summary',
  });
  expect(metadata).toMatchObject({
    title: 'The Grace of Joy',
    description: 'A year of readings & prayers.',
    alternates: { canonical: '/product/the-grace-of-joy' },
    openGraph: {
      title: 'The Grace of Joy',
      description: 'A year of readings & prayers.',
      url: '/product/the-grace-of-joy',
      siteName: 'Koorong',
      locale: 'en_AU',
      type: 'website',
      images: [{ url: 'https://cdn.example/cover.jpg', alt: 'Cover of The Grace of Joy' }],
    },
    twitter: { card: 'summary', title: 'The Grace of Joy', images: [{ url: 'https://cdn.example/cover.jpg' }] },
  });
  expect(metadata.robots).toBeUndefined();
});

it('cuts a long description cleanly and marks a permutation noindex, follow', () => {
  const metadata = pageMetadata({
    title: 'NIV',
    path: '/category/bibles/niv',
    description: 'word '.repeat(60),
    noindex: true,
  });
  expect((metadata.description as string).length).toBeLessThanOrEqual(160);
  expect(metadata.description).toMatch(/word…$/);
  expect(metadata.robots).toEqual({ index: false, follow: true });
  expect(metadata.twitter).toMatchObject({ card: 'summary' });
});

it('keeps an absolute title out of the template', () => {
  expect(pageMetadata({ title: 'Koorong | Books', path: '/', absoluteTitle: true }).title).toEqual({
    absolute: 'Koorong | Books',
  });
});
