import { describe, expect, it } from 'vitest';
import { VIEWED_PRODUCTS_MAX, viewedProducts, withViewedProduct } from './viewedProducts';

describe('viewed products cookie', () => {
  it('appends a new sku, keeps a seen one in its place, and reads back oldest first', () => {
    let value = withViewedProduct(undefined, 'A1');
    value = withViewedProduct(value, 'B2');
    value = withViewedProduct(value, 'A1');
    expect(value).toBe('A1%2CB2');
    expect(viewedProducts(value)).toEqual(['A1', 'B2']);
  });

  it(`keeps the first ${VIEWED_PRODUCTS_MAX}, as the tracker does`, () => {
    let value: string | undefined;
    for (let index = 0; index < VIEWED_PRODUCTS_MAX + 5; index++) value = withViewedProduct(value, `S${index}`);
    const skus = viewedProducts(value);
    expect(skus).toHaveLength(VIEWED_PRODUCTS_MAX);
    expect(skus[0]).toBe('S0');
  });

  it('drops what is not a sku and refuses to record one', () => {
    expect(viewedProducts('A1,<script>,%E0%A4%A')).toEqual([]);
    expect(viewedProducts('A1,<b>,B2')).toEqual(['A1', 'B2']);
    expect(withViewedProduct('A1', 'a b')).toBeUndefined();
  });
});
