import { describe, expect, it } from 'vitest';
import { GIFT_CARD_RECIPIENT_TYPE_KEY, giftCardRecipientFields, giftCardRecipientOf } from './giftCardRecipientFields';

describe('giftCardRecipientFields and giftCardRecipientOf', () => {
  it('writes the recipient as the line’s custom fields and reads it back', () => {
    const custom = giftCardRecipientFields({ name: 'Ann', email: 'ann@example.com', message: 'Happy birthday' });
    expect(custom).toEqual({
      typeKey: GIFT_CARD_RECIPIENT_TYPE_KEY,
      fields: { recipientName: 'Ann', recipientEmail: 'ann@example.com', giftMessage: 'Happy birthday' },
    });
    const raw = Object.entries(custom.fields).map(([name, value]) => ({ name, value }));
    expect(giftCardRecipientOf(raw)).toEqual({ name: 'Ann', email: 'ann@example.com', message: 'Happy birthday' });
  });

  it('leaves an empty message out, and reads no recipient without a name and email', () => {
    expect(giftCardRecipientFields({ name: 'Ann', email: 'a@example.com', message: '' }).fields).toEqual({
      recipientName: 'Ann',
      recipientEmail: 'a@example.com',
    });
    expect(giftCardRecipientOf([{ name: 'recipientName', value: 'Ann' }])).toBeUndefined();
    expect(giftCardRecipientOf(undefined)).toBeUndefined();
    expect(
      giftCardRecipientOf([
        { name: 'recipientName', value: 7 },
        { name: 'recipientEmail', value: 'a@b.co' },
      ]),
    ).toBeUndefined();
  });
});
