import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ValidationError } from '../errors';
import { parseOrThrow, parseWire } from './wire';

const rate = z.object({ rate: z.number(), quotes: z.array(z.object({ code: z.string().check(z.length(3)) })) });

describe('parseWire', () => {
  it('answers the parsed value', () => {
    expect(parseWire(rate, { rate: 0.9, quotes: [{ code: 'NZD' }], extra: 1 }, 'Rates')).toEqual({
      rate: 0.9,
      quotes: [{ code: 'NZD' }],
    });
  });

  it('raises ValidationError naming every problem with its path, what was expected and what came', () => {
    const error = (() => {
      try {
        parseWire(rate, { rate: '0.9', quotes: [{ code: null }, {}], more: [] }, 'Rates');
      } catch (caught) {
        return caught;
      }
    })() as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe('Rates answered in an unexpected shape');
    expect(error.issues).toEqual([
      { path: ['rate'], message: 'Invalid input: expected number, received string' },
      { path: ['quotes', 0, 'code'], message: 'Invalid input: expected string, received null' },
      { path: ['quotes', 1, 'code'], message: 'Invalid input: expected string, received undefined' },
    ]);
  });

  it('says what came for arrays and objects too', () => {
    expect(() => parseWire(rate, [], 'Rates')).toThrow(ValidationError);
    const issues = (body: unknown) => {
      try {
        parseWire(z.object({ list: z.array(z.number()), item: z.number() }), body, 'X');
      } catch (caught) {
        return (caught as ValidationError).issues.map((issue) => issue.message);
      }
    };
    expect(issues({ list: {}, item: [] })).toEqual([
      'Invalid input: expected array, received object',
      'Invalid input: expected number, received array',
    ]);
  });
});

describe('parseOrThrow', () => {
  it('keeps the messages a schema sets, and words the error from the issues', () => {
    const name = z.object({ name: z.string({ error: 'Required' }).check(z.minLength(2, { error: 'Too Short!' })) });
    expect(() => parseOrThrow(name, { name: 'J' }, (issues) => `${issues.length} problem`)).toThrow(
      expect.objectContaining({ message: '1 problem', issues: [{ path: ['name'], message: 'Too Short!' }] }),
    );
    expect(() => parseOrThrow(name, {}, () => 'bad')).toThrow(
      expect.objectContaining({ issues: [{ path: ['name'], message: 'Required' }] }),
    );
    // Checks without a message of their own keep zod's plain wording.
    expect(() => parseOrThrow(rate, { rate: 1, quotes: [{ code: 'NZ' }] }, () => 'bad')).toThrow(
      expect.objectContaining({ issues: [{ path: ['quotes', 0, 'code'], message: 'Invalid input' }] }),
    );
  });
});
