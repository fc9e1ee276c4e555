import { describe, expect, it } from 'vitest';
import { parseFacet } from './productFacets';

describe('parseFacet', () => {
  it.each([
    ['categories.id', { kind: 'terms', path: 'categories.id', alias: 'categories.id', countingProducts: false }],
    [
      'variants.attributes.format.key counting products as formats',
      { kind: 'terms', path: 'variants.attributes.format.key', alias: 'formats', countingProducts: true },
    ],
    [
      'variants.sku:"a","b" as picked',
      { kind: 'filter', path: 'variants.sku', alias: 'picked', countingProducts: false, values: ['a', 'b'] },
    ],
    [
      'variants.price.centAmount:range(0 to 1000), (1000 to *)',
      {
        kind: 'range',
        path: 'variants.price.centAmount',
        alias: 'variants.price.centAmount:range(0 to 1000), (1000 to *)',
        countingProducts: false,
        ranges: [
          { from: 0, to: 1000 },
          { from: 1000, to: null },
        ],
      },
    ],
  ])('%s', (expression, parsed) => {
    expect(parseFacet(expression)).toEqual(parsed);
  });

  it.each([
    'variants.attributes.colour',
    'categories.id:range(0 to 1)',
    'variants.price.centAmount:range(a to b)',
    'variants.price.centAmount:range 0 to 1',
    'variants.sku:"unterminated',
    '!!',
  ])('answers InvalidInput for %s', (expression) => {
    expect(() => parseFacet(expression)).toThrow(expect.objectContaining({ code: 'InvalidInput' }));
  });
});
