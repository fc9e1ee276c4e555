import { describe, expect, it } from 'vitest';
import { BookshopError } from '../errors';
import { carouselSource } from './carouselSource';

describe('carouselSource', () => {
  it('looks products up by slug or by sku', () => {
    expect(carouselSource({ slugs: ['mere-christianity'] })).toEqual({ by: 'slug', values: ['mere-christianity'] });
    expect(carouselSource({ skus: ['9780310454786'], slugs: [] })).toEqual({ by: 'sku', values: ['9780310454786'] });
  });

  it('ignores empty entries', () => {
    expect(carouselSource({ skus: ['', 'a'], slugs: [''] })).toEqual({ by: 'sku', values: ['a'] });
  });

  it('has nothing to fetch without either', () => {
    expect(carouselSource({})).toBeNull();
    expect(carouselSource({ slugs: null, skus: null })).toBeNull();
  });

  it('refuses both at once', () => {
    expect(() => carouselSource({ slugs: ['a'], skus: ['b'] })).toThrow(BookshopError);
    expect(() => carouselSource({ slugs: ['a'], skus: ['b'] })).toThrow(
      'A carousel takes either slugs or skus, not both',
    );
  });
});
