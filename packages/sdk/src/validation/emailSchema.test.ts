import { expect, it } from 'vitest';
import { emailSchema } from './emailSchema';

const message = (input: unknown) => emailSchema.safeParse(input).error?.issues.map((issue) => issue.message);

it('accepts a trimmed valid email', () => {
  expect(emailSchema.parse(' reader@example.com ')).toBe('reader@example.com');
});

it('requires an email, then a valid one', () => {
  expect(message('')).toEqual(['Please enter email']);
  expect(message(undefined)).toEqual(['Please enter email']);
  expect(message('reader@')).toEqual(['Invalid email']);
});
