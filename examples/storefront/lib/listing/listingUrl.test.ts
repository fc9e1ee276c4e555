import { describe, expect, it } from 'vitest';
import { listingRedirectHref, queryString } from './listingUrl';

describe('queryString', () => {
  it('carries every value of every parameter, encoded', () => {
    expect(queryString({ q: 'grace & peace', 'filter.format': ['Hardcover', 'Paperback'], none: undefined })).toBe(
      '?q=grace+%26+peace&filter.format=Hardcover&filter.format=Paperback',
    );
    expect(queryString({})).toBe('');
  });
});

describe('listingRedirectHref', () => {
  it("writes the state's URL and layout, and keeps only the parameters the listing does not read", () => {
    const params = {
      currentPage: '99',
      'sort.price': 'asc',
      format: 'Hardcover',
      view: 'list',
      from: 'checkout',
      status: 'orderCreationFailed',
      utm_source: ['mail', 'web'],
    };
    expect(
      listingRedirectHref(
        {
          category: ['bibles'],
          filters: { format: ['Hardcover'] },
          sort: { field: 'price', direction: 'asc' },
          currentPage: 3,
        },
        params,
      ),
    ).toBe(
      '/category/bibles?format=Hardcover&sort.price=asc&currentPage=3&view=list&from=checkout&status=orderCreationFailed&utm_source=mail&utm_source=web',
    );
    expect(listingRedirectHref({ category: ['bibles', 'niv'] }, { category: 'web_bibles>web_bibles_niv' })).toBe(
      '/category/bibles/niv',
    );
  });
});
