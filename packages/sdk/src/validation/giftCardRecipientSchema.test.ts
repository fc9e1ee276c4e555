import { describe, expect, it } from 'vitest';
import { GIFT_CARD_MESSAGE_MAX_LENGTH, giftCardRecipientSchema } from './giftCardRecipientSchema';

const messages = (input: unknown) =>
  giftCardRecipientSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('giftCardRecipientSchema', () => {
  it('trims the fields and keeps an optional message', () => {
    expect(giftCardRecipientSchema.parse({ name: ' Ann Lee ', email: ' ann@example.com ', message: ' Hi ' })).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      message: 'Hi',
    });
    expect(giftCardRecipientSchema.parse({ name: 'Al', email: 'al@example.com' })).toEqual({
      name: 'Al',
      email: 'al@example.com',
    });
  });

  it('says what is wrong with each field', () => {
    expect(messages({ name: '  ', email: '' })).toEqual([
      ['name', "Please enter the recipient's name"],
      ['email', "Please enter the recipient's email"],
    ]);
    expect(messages({ name: 'A', email: 'ann@' })).toEqual([
      ['name', 'Enter at least 2 characters'],
      ['email', 'Please enter a valid email address'],
    ]);
    expect(
      messages({ name: 'Ann', email: 'ann@example.com', message: 'x'.repeat(GIFT_CARD_MESSAGE_MAX_LENGTH + 1) }),
    ).toEqual([['message', 'The message must be at most 250 characters']]);
    expect(messages({ name: 7, email: null })?.map(([path]) => path)).toEqual(['name', 'email']);
    expect(messages('Ann')).toEqual([['', 'Please tell us who the gift card is for']]);
  });
});
