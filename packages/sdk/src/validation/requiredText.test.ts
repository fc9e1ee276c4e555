import { expect, it } from 'vitest';
import * as z from 'zod/mini';
import { requiredText } from './requiredText';

it('trims, and gives one message for a missing or blank value', () => {
  const schema = requiredText('Required').check(z.minLength(2, { error: 'Too Short!' }));
  expect(schema.parse(' ab ')).toBe('ab');
  for (const input of [undefined, null, 3, '', '   ']) {
    expect(schema.safeParse(input).error?.issues.map((issue) => issue.message)).toEqual(['Required']);
  }
  expect(schema.safeParse('a').error?.issues.map((issue) => issue.message)).toEqual(['Too Short!']);
});
