import { describe, expect, it } from 'vitest';
import { categoryPathFromSlug } from './categoryPathFromSlug';

describe('categoryPathFromSlug', () => {
  it('drops the web_ prefix and turns underscores into slashes', () => {
    expect(categoryPathFromSlug('web_bibles')).toBe('bibles');
    expect(categoryPathFromSlug('web_bibles_niv')).toBe('bibles/niv');
    expect(categoryPathFromSlug('web_books_christian-living_prayer')).toBe('books/christian-living/prayer');
  });

  it('leaves any other slug as it is', () => {
    expect(categoryPathFromSlug('gift_cards')).toBe('gift_cards');
    expect(categoryPathFromSlug('ecom')).toBe('ecom');
    expect(categoryPathFromSlug('web-bibles')).toBe('web-bibles');
  });
});
