import { describe, expect, it } from 'vitest';
import { queryString } from './listingUrl';

describe('queryString', () => {
  it('carries every value of every parameter, encoded', () => {
    expect(queryString({ q: 'grace & peace', 'filter.format': ['Hardcover', 'Paperback'], none: undefined })).toBe(
      '?q=grace+%26+peace&filter.format=Hardcover&filter.format=Paperback',
    );
    expect(queryString({})).toBe('');
  });
});
