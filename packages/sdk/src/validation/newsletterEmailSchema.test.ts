import { expect, it } from 'vitest';
import { newsletterEmailSchema } from './newsletterEmailSchema';

it('accepts a valid email', () => {
  expect(newsletterEmailSchema.parse(' reader@example.com ')).toBe('reader@example.com');
});

it("says 'Please enter a valid email.' for anything else", () => {
  for (const input of ['', 'reader', 'reader@example', undefined]) {
    expect(newsletterEmailSchema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a valid email.',
    ]);
  }
});
