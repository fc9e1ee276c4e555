import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { dataExceptionMessage } from './dataException';

describe('dataExceptionMessage', () => {
  it('names what PostgreSQL refused in a value, and nothing else', async () => {
    const db = await openDatabase('memory');
    try {
      const nul = await db.query('select $1::text as t', ['a\u0000b']).catch((error: unknown) => error);
      expect(dataExceptionMessage(nul)).toBe('Invalid value: text may not contain the NUL character (\\u0000)');
      const range = await db.query('select $1::int as n', ['99999999999']).catch((error: unknown) => error);
      expect(dataExceptionMessage(range)).toMatch(/^Invalid value: value "99999999999" is out of range/);
      const syntax = await db.query('select from').catch((error: unknown) => error);
      expect(dataExceptionMessage(syntax)).toBeUndefined();
    } finally {
      await db.close();
    }
  });

  it('ignores errors that carry no SQLSTATE', () => {
    expect(dataExceptionMessage(new Error('boom'))).toBeUndefined();
    expect(dataExceptionMessage(null)).toBeUndefined();
    expect(dataExceptionMessage({ code: 22021 })).toBeUndefined();
  });
});
