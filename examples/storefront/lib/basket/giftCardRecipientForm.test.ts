import { describe, expect, it } from 'vitest';
import { readGiftCardRecipient } from './giftCardRecipientForm';

describe('readGiftCardRecipient', () => {
  it('answers the trimmed recipient, without an empty message', () => {
    expect(readGiftCardRecipient({ name: ' Ann ', email: 'ann@example.com', message: '  ' })).toEqual({
      ok: true,
      recipient: { name: 'Ann', email: 'ann@example.com' },
    });
    expect(readGiftCardRecipient({ name: 'Ann', email: 'ann@example.com', message: ' Hi ' })).toEqual({
      ok: true,
      recipient: { name: 'Ann', email: 'ann@example.com', message: 'Hi' },
    });
  });

  it('answers one message per field, the first', () => {
    expect(readGiftCardRecipient({ name: '', email: 'nope', message: 'x'.repeat(251) })).toEqual({
      ok: false,
      errors: {
        name: "Please enter the recipient's name",
        email: 'Please enter a valid email address',
        message: 'The message must be at most 250 characters',
      },
    });
  });
});
