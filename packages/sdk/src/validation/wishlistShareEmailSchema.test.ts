import { expect, it } from 'vitest';
import { WISHLIST_SHARE_MESSAGE_MAX_LENGTH, wishlistShareEmailSchema } from './wishlistShareEmailSchema';

const messages = (input: unknown) =>
  wishlistShareEmailSchema.safeParse(input).error?.issues.map((issue) => issue.message);

it('trims the email and the note; the note is optional', () => {
  expect(wishlistShareEmailSchema.parse({ email: ' mum@example.com ', message: ' For Christmas ' })).toEqual({
    email: 'mum@example.com',
    message: 'For Christmas',
  });
  expect(wishlistShareEmailSchema.parse({ email: 'mum@example.com' })).toEqual({ email: 'mum@example.com' });
});

it('needs an email, then a valid one, and a note within the limit', () => {
  expect(messages({})).toEqual(['Please enter email']);
  expect(messages({ email: ' ' })).toEqual(['Please enter email']);
  expect(messages({ email: 'mum@' })).toEqual(['Invalid email']);
  expect(messages({ email: 'mum@example.com', message: 'x'.repeat(WISHLIST_SHARE_MESSAGE_MAX_LENGTH + 1) })).toEqual([
    'Message must be at most 1000 characters',
  ]);
  expect(messages({ email: 'mum@example.com', message: 42 })).toEqual(['A message must be text']);
});
