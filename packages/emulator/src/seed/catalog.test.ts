import { describe, expect, it } from 'vitest';
import { generateProducts } from './catalog';
import { createRandom } from './random';

describe('generateProducts', () => {
  it('types every DVD as a film with no ISBN, whichever section sells it', () => {
    const products = generateProducts(2000, createRandom(7), new Date('2026-01-01T00:00:00Z'));
    const discs = products.filter((product) => ['DVD', 'Blu-ray'].includes(product.format));
    expect(new Set(discs.map((product) => product.section))).toEqual(new Set(['dvds', 'ministry']));
    for (const disc of discs) expect([disc.productType, disc.isbn]).toEqual(['dvd', null]);
    const books = products.filter((product) => product.productType === 'book');
    expect(books.every((product) => /^97[89]\d{10}$/.test(product.isbn ?? ''))).toBe(true);
  });
});
