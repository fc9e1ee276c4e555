import { describe, expect, it } from 'vitest';
import { giftCardRecipientFields } from '../rules/giftCardRecipientFields';
import { type CartLine, itemDraft, movedLineDraft } from './lineDrafts';

const line = (overrides: Partial<CartLine> = {}): CartLine =>
  ({
    id: 'line-1',
    productId: 'p1',
    quantity: 2,
    variant: { id: 3, sku: 'SKU-3', images: [], attributesRaw: [] },
    custom: null,
    ...overrides,
  }) as CartLine;

describe('itemDraft', () => {
  it('names the variant by id when given, else by sku, one unit by default', () => {
    expect(itemDraft({ productId: 'p1', sku: 'S', variantId: 2 })).toEqual({
      productId: 'p1',
      variantId: 2,
      quantity: 1,
    });
    expect(itemDraft({ productId: 'p1', sku: 'S', quantity: 3 })).toEqual({ productId: 'p1', sku: 'S', quantity: 3 });
  });

  it('sends custom field values as escaped JSON text', () => {
    const custom = giftCardRecipientFields({ name: 'Ann', email: 'ann@example.com' });
    expect(itemDraft({ productId: 'p1', custom }).custom).toEqual({
      typeKey: custom.typeKey,
      fields: Object.entries(custom.fields).map(([name, value]) => ({ name, value: JSON.stringify(value) })),
    });
  });
});

describe('movedLineDraft', () => {
  it('adds a line again as it was: product, variant and quantity', () => {
    expect(movedLineDraft(line())).toEqual({ productId: 'p1', variantId: 3, quantity: 2 });
  });

  it('keeps its custom fields, the type by id and the values as escaped JSON text', () => {
    const custom = { typeRef: { id: 'type-9' }, customFieldsRaw: [{ name: 'recipientName', value: 'Ann "A" Lee' }] };
    expect(movedLineDraft(line({ custom })).custom).toEqual({
      typeId: 'type-9',
      fields: [{ name: 'recipientName', value: '"Ann \\"A\\" Lee"' }],
    });
  });
});
