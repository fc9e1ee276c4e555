import { describe, expect, it } from 'vitest';
import { loginSchema } from './loginSchema';

const messages = (input: unknown) =>
  loginSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('loginSchema', () => {
  it('accepts an email or a membership number, trimmed', () => {
    expect(loginSchema.parse({ username: ' reader@example.com ', password: ' pw ' })).toEqual({
      username: 'reader@example.com',
      password: 'pw',
    });
    expect(loginSchema.parse({ username: '100200300', password: 'secret' }).username).toBe('100200300');
  });

  it('requires both fields', () => {
    expect(messages({ username: '  ', password: '' })).toEqual([
      ['username', 'Please enter email or membership no'],
      ['password', 'Required'],
    ]);
    expect(messages({})).toEqual([
      ['username', 'Please enter email or membership no'],
      ['password', 'Required'],
    ]);
  });

  it('rejects an identifier that is neither, and a short password', () => {
    expect(messages({ username: '1234567', password: 'p' })).toEqual([
      ['username', 'Please enter valid email or membership no'],
      ['password', 'Password too short'],
    ]);
  });
});
