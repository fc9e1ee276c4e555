import { describe, expect, it } from 'vitest';
import { listingHeading } from './listingHeading';

describe('listingHeading', () => {
  it('names a landing page as the search service does, else by a title made from its tag, never by the tag', () => {
    expect(listingHeading({ tag: 'monthly-specials' }, false, 'Monthly Specials')).toBe('Monthly Specials');
    expect(listingHeading({ tag: 'monthly-specials' }, false)).toBe('Monthly specials');
  });

  it('says what was searched for, and nothing for a plain category', () => {
    expect(listingHeading({ q: 'grace', tag: 'easter' }, false, 'Easter')).toBe('Results for "grace"');
    expect(listingHeading({ authors: ['C. S. Lewis'] }, false)).toBe('Results for "C. S. Lewis"');
    expect(listingHeading({ authors: ['C. S. Lewis'] }, true)).toBeUndefined();
  });
});
