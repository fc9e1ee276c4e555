import { describe, expect, it } from 'vitest';
import { nameSchema } from './nameSchema';

const messages = (input: unknown) =>
  nameSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('nameSchema', () => {
  it('accepts trimmed names of 2 or more characters', () => {
    expect(nameSchema.parse({ title: 'Mr', firstName: ' Jo ', lastName: 'Lee' })).toEqual({
      title: 'Mr',
      firstName: 'Jo',
      lastName: 'Lee',
    });
  });

  it("says 'Required' or 'Too Short!', one message a field", () => {
    expect(messages({ title: '', firstName: 'J', lastName: ' ' })).toEqual([
      ['title', 'Required'],
      ['firstName', 'Too Short!'],
      ['lastName', 'Required'],
    ]);
    expect(messages({ firstName: 'Jo', lastName: 'Lee' })).toEqual([['title', 'Required']]);
  });
});
