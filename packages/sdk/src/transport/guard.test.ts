import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ValidationError } from '../errors';
import * as g from './guard';
import { parseOrThrow, type Schema } from './wire';

/** What parsing answers: the value kept, or every problem with its path and message. */
function outcome(schema: Schema, value: unknown): { data: unknown } | { issues: unknown } {
  try {
    return { data: parseOrThrow(schema, value, () => 'bad') };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { issues: error.issues };
  }
}

// Each guard beside the zod/mini schema it stands in for, and values that tell them apart if they differ.
const pairs: [string, g.AnyGuard, z.ZodMiniType, unknown[]][] = [
  ['string', g.string(), z.string(), ['a', '', 1, null, undefined, [], {}]],
  ['string with a message', g.string('Say something'), z.string({ error: 'Say something' }), ['a', 2]],
  ['number', g.number(), z.number(), [1, -0.5, '1', Number.NaN, Number.POSITIVE_INFINITY, null]],
  ['int', g.int(), z.int(), [1, 1.5, '1', 2 ** 60, null]],
  ['int with a message', g.int('whole'), z.int({ error: 'whole' }), [1, 1.5, 'x']],
  ['boolean', g.boolean(), z.boolean(), [true, 0, 'true']],
  ['null', g.null(), z.null(), [null, undefined, 0]],
  ['unknown', g.unknown(), z.unknown(), [undefined, 1, { a: 1 }]],
  ['literal', g.literal(true), z.literal(true), [true, false, 'true']],
  ['enum', g.enum(['pending', 'approved']), z.enum(['pending', 'approved']), ['pending', 'nope', 1]],
  ['optional', g.optional(g.string()), z.optional(z.string()), [undefined, 'a', null, 1]],
  ['nullable', g.nullable(g.number()), z.nullable(z.number()), [null, 1, undefined, 'a']],
  ['nullish', g.nullish(g.number()), z.nullish(z.number()), [null, undefined, 1, 'a']],
  ['default', g._default(g.array(g.string()), []), z._default(z.array(z.string()), []), [undefined, ['a'], [1], null]],
  ['array', g.array(g.number()), z.array(z.number()), [[], [1, 2], [1, 'a', null], {}, 'a']],
  [
    'tuple',
    g.tuple([g.number(), g.number()]),
    z.tuple([z.number(), z.number()]),
    [[1, 2], [1], [1, 2, 3], [1, 'a'], {}],
  ],
  [
    'record',
    g.record(g.string(), g.number()),
    z.record(z.string(), z.number()),
    [{}, { a: 1 }, { a: 'x', b: 2 }, [], null, new Date(0)],
  ],
  ['union', g.union([g.string(), g.number()]), z.union([z.string(), z.number()]), ['a', 1, null, [], { a: 1 }]],
  [
    'union with one option of the right type',
    g.union([g.string().check(g.minLength(3, 'short')), g.number()]),
    z.union([z.string().check(z.minLength(3, 'short')), z.number()]),
    ['abc', 'ab', 1, true],
  ],
  [
    'union of objects',
    g.union([g.object({ valid: g.literal(true), n: g.int() }), g.object({ valid: g.literal(false) })]),
    z.union([z.object({ valid: z.literal(true), n: z.int() }), z.object({ valid: z.literal(false) })]),
    [{ valid: true, n: 1 }, { valid: false, n: 'x' }, { valid: true }, { valid: 'yes' }, []],
  ],
  [
    'object',
    g.object({ a: g.string(), b: g.optional(g.number()), c: g._default(g.boolean(), false) }),
    z.object({ a: z.string(), b: z.optional(z.number()), c: z._default(z.boolean(), false) }),
    [{ a: 'x' }, { a: 'x', b: undefined, extra: 1 }, { a: 1, b: 'y', c: 'z' }, {}, [], null, 'a'],
  ],
  [
    'loose object',
    g.looseObject({ a: g.string(), b: g.optional(g.number()) }),
    z.looseObject({ a: z.string(), b: z.optional(z.number()) }),
    [{ a: 'x', extra: [1] }, { a: 2, extra: 1 }, { b: 1 }],
  ],
  [
    'strict object',
    g.strictObject({ a: g.string(), b: g.optional(g.string()) }),
    z.strictObject({ a: z.string(), b: z.optional(z.string()) }),
    [{ a: 'x' }, { a: 'x', c: 1 }, { a: 'x', c: 1, d: 2 }, { a: 1, c: 1 }],
  ],
  [
    'nested paths',
    g.object({ list: g.array(g.object({ code: g.string() })) }),
    z.object({ list: z.array(z.object({ code: z.string() })) }),
    [{ list: [{ code: 'a' }, { code: 1 }, {}] }, { list: {} }],
  ],
  [
    'pipe and transform',
    g.pipe(
      g.union([g.boolean(), g.number()]),
      g.transform((value: boolean | number) => Boolean(value)),
    ),
    z.pipe(
      z.union([z.boolean(), z.number()]),
      z.transform((value: boolean | number) => Boolean(value)),
    ),
    [true, 0, 1, 'yes'],
  ],
  [
    'string checks, every one told',
    g.string().check(g.minLength(3, 'short'), g.regex(/^a/, 'starts with a')),
    z.string().check(z.minLength(3, 'short'), z.regex(/^a/, 'starts with a')),
    ['abc', 'b', 'ab', 'bcd', 3],
  ],
  ['checks without a message', g.string().check(g.minLength(1)), z.string().check(z.minLength(1)), ['', 'a']],
  [
    'number checks',
    g.number().check(g.positive(), g.maximum(10, 'at most 10')),
    z.number().check(z.positive(), z.maximum(10, 'at most 10')),
    [1, 0, -1, 11, 10],
  ],
  [
    'minimum and nonnegative',
    g.int().check(g.minimum(2, 'from 2'), g.nonnegative()),
    z.int().check(z.minimum(2, 'from 2'), z.nonnegative()),
    [2, 1, -1, 1.5],
  ],
  [
    'refine with a path, after the fields',
    g
      .strictObject({ a: g.optional(g.string()), b: g.optional(g.string().check(g.minLength(1, 'empty'))) })
      .check(g.refine((value) => !value.a === !value.b, { error: 'go together', path: ['b'] })),
    z
      .strictObject({ a: z.optional(z.string()), b: z.optional(z.string().check(z.minLength(1, 'empty'))) })
      .check(z.refine((value) => !value.a === !value.b, { error: 'go together', path: ['b'] })),
    [{}, { a: 'x' }, { a: 'x', b: '' }, { a: 1 }, { a: 'x', c: 1 }, { b: 'y' }, { valueOf: 0 }, { constructor: 1 }],
  ],
  [
    'an http(s) URL',
    g.httpUrl('a URL'),
    z.url({ protocol: /^https?$/, error: 'a URL' }),
    ['https://a.example/x', ' http://a.example/\t ', 'ftp://a.example', 'http:a.example', 'a.example', 'http://', 1],
  ],
];

describe('wire guards answer as the zod/mini schemas they replace', () => {
  it.each(pairs)('%s', (_name, guard, schema, samples) => {
    for (const value of samples) expect([value, outcome(guard, value)]).toEqual([value, outcome(schema, value)]);
  });

  it.each(pairs)('%s, on any value', (_name, guard, schema) => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: false, withObjectString: true }), (value) => {
        expect(outcome(guard, value)).toEqual(outcome(schema, value));
      }),
      { numRuns: 200 },
    );
  });

  it('a lazy guard checks a shape that contains itself', () => {
    type Node = { id: string; parent?: Node };
    const node: g.Guard<Node> = g.lazy(() => g.object({ id: g.string(), parent: g.optional(node) }));
    expect(outcome(node, { id: 'a', parent: { id: 'b' } })).toEqual({ data: { id: 'a', parent: { id: 'b' } } });
    expect(outcome(node, { id: 'a', parent: { id: 2 } })).toEqual({
      issues: [{ path: ['parent', 'id'], message: 'Invalid input: expected string, received number' }],
    });
  });

  it('a default is a fresh copy each time', () => {
    const list = g.object({ values: g._default(g.array(g.string()), []) });
    const first = parseOrThrow(list, {}, () => 'bad');
    first.values.push('changed');
    expect(parseOrThrow(list, {}, () => 'bad').values).toEqual([]);
  });

  it('an object guard gives its shape to build others from', () => {
    const base = g.object({ id: g.string() });
    const more = g.object({ ...base.shape, count: g.int() });
    expect(outcome(more, { id: 'a', count: 1.5 })).toEqual({
      issues: [{ path: ['count'], message: 'Invalid input: expected int, received number' }],
    });
  });
});
