import { describe, expect, it } from 'vitest';
import { quickLinks } from './quickLinks';

describe('quickLinks', () => {
  it('offers best selling, new releases and favourites for any category', () => {
    expect(
      quickLinks({ key: 'web_books_prayer', slug: 'web_books_prayer', ancestors: [{ key: 'web_books' }] }),
    ).toEqual([
      { label: 'Best Selling', href: '/category/books/prayer?sort.relevance=desc' },
      { label: 'New Releases', href: '/category/books/prayer?publication_date=Last+3+Months&available=In+Stock' },
      { label: 'Favourites', href: '/category/books/prayer?sort.rating=desc' },
    ]);
  });

  it('adds the Bible links in the Bible branch', () => {
    const extra = [
      { label: 'Bible Translations', href: '/bible-translation-guide' },
      { label: 'Bible Print Sizes', href: '/bible-print-sizes.pdf', newTab: true },
    ];
    expect(quickLinks({ key: 'web_bibles', slug: 'web_bibles' }).slice(3)).toEqual(extra);
    expect(
      quickLinks({
        key: 'web_bibles_niv',
        slug: 'web_bibles_niv',
        ancestors: [{ key: 'ecom' }, { key: 'web_bibles' }],
      }).slice(3),
    ).toEqual(extra);
    expect(quickLinks({ key: 'web_bibles_niv', slug: 'web_bibles_niv', parent: { key: 'web_bibles' } })).toHaveLength(
      5,
    );
  });

  it('links a category without a slug to the whole listing', () => {
    expect(quickLinks({ key: 'web_x' })[0]?.href).toBe('/search?sort.relevance=desc');
  });
});
