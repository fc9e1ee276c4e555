import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newsletterEmailSchema } from '../validation/newsletterEmailSchema';
import { checkNewsletterEmail } from './newsletterEmail';

const bySchema = (email: unknown) => {
  const checked = newsletterEmailSchema.safeParse(email);
  return checked.success ? { email: checked.data } : { message: checked.error.issues[0]?.message };
};

describe('checkNewsletterEmail', () => {
  it('trims a good email, and words anything else as the sign-up form does', () => {
    expect(checkNewsletterEmail(' reader@example.com ')).toEqual({ email: 'reader@example.com' });
    for (const bad of ['', 'reader', 'reader@example', 3, null])
      expect(checkNewsletterEmail(bad)).toEqual({ message: 'Please enter a valid email.' });
  });

  it('answers as newsletterEmailSchema for any value', () => {
    const email = fc.oneof(
      fc.emailAddress(),
      fc.emailAddress().map((value) => ` ${value}\t`),
      fc.string(),
      fc.anything(),
    );
    fc.assert(
      fc.property(email, (value) => {
        expect(checkNewsletterEmail(value)).toEqual(bySchema(value));
      }),
      { numRuns: 300 },
    );
  });
});
