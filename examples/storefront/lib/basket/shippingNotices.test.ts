import { describe, expect, it } from 'vitest';
import type { BasketLine, BasketView } from './basketView';
import { basketView } from './basketView';
import { withShippingNotices } from './shippingNotices';

const line = (id: string, shippingMethodKey?: string): BasketLine => ({
  id,
  productId: `p-${id}`,
  sku: id,
  name: id,
  slug: id,
  authors: [],
  quantity: 1,
  totalCents: 100,
  maxQuantity: 5,
  ...(shippingMethodKey ? { shippingMethodKey } : {}),
});

const view = (...lines: BasketLine[]): BasketView => ({ ...basketView(null), lines });

const NOTICES = [
  { shipping_method_key: 'digital-delivery', notice: ' Emailed, not posted. ' },
  { shipping_method_key: 'blank', notice: '   ' },
];

describe('withShippingNotices', () => {
  it('gives a line carrying a key the content’s notice for it, and no other line any', () => {
    const shown = withShippingNotices(view(line('a', 'digital-delivery'), line('b'), line('c', 'unknown')), NOTICES);
    expect(shown.lines.map((entry) => entry.shippingNotice)).toEqual(['Emailed, not posted.', undefined, undefined]);
  });

  it('shows no notice for a blank text, nor without notices', () => {
    expect(withShippingNotices(view(line('a', 'blank')), NOTICES).lines[0]?.shippingNotice).toBeUndefined();
    const basket = view(line('a', 'digital-delivery'));
    expect(withShippingNotices(basket, [])).toBe(basket);
  });
});
