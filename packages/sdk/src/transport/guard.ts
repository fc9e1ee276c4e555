import type { ValidationIssue } from '../errors';

// Wire guards: the few schema parts the SDK's clients check service answers and configuration with, in the words
// zod/mini gives them (the SDK's own message map, transport/wire.ts), at a fraction of zod's weight. zod's runtime
// (about 8 kB gz) was most of what `@bookshop/sdk/search` and `/commerce` cost an app (docs/decisions.md, "Wire
// guards instead of zod"); the forms' schemas (validation/) stay on zod, as they are the forms' contract. The names
// follow zod/mini's so a schema reads the same, and `guard.test.ts` holds each part to zod's answers.

type Path = (string | number)[];

/** What the site passes a guard's messages as: the text, or zod's `{ error }`. */
export type Message = string | { error?: string };

/** A check a value has to pass once its type is right; it adds its problems to `issues`. */
export type Check<T> = ((value: T, path: Path, issues: ValidationIssue[]) => void) & { anyLength?: boolean };

/**
 * A wire guard: checks a value and answers what to keep (defaults applied, unknown keys stripped or kept), adding
 * every problem, with its path, to `issues`. Its answer means nothing once it has added a problem.
 */
export interface Guard<Out, In = Out> {
  readonly run: (value: unknown, path: Path, issues: ValidationIssue[]) => Out;
  /** Checks run in order after the type is right, as zod/mini's `.check()`. */
  check(...checks: Check<Out>[]): Guard<Out, In>;
  /** An object may leave this key out (`optional`, `nullish`, `_default`). */
  readonly optional?: boolean;
  /** Types only: what the guard takes and answers. */
  readonly types?: { in: In; out: Out };
}

// biome-ignore lint/suspicious/noExplicitAny: any guard, whatever it takes and answers
export type AnyGuard = Guard<any, any>;
/** What a guard answers, as zod's `z.output`. */
export type output<G extends AnyGuard> = NonNullable<G['types']>['out'];
/** What a guard takes, as zod's `z.input`. */
export type input<G extends AnyGuard> = NonNullable<G['types']>['in'];
export type infer<G extends AnyGuard> = output<G>;

/** What a value is, in the words of a wire problem: `null` and `array` apart from `object`. */
export const kindOf = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const textOf = (message: Message | undefined): string | undefined =>
  typeof message === 'string' ? message : message?.error;

// A failed check (a length, a pattern, a refinement) lets the checks after it run, as in zod; a wrong type stops
// them, and a union option that failed only checks is the one whose problems are told.
const soft = new WeakSet<ValidationIssue>();

const fail = (issues: ValidationIssue[], path: Path, message: string, isSoft?: boolean) => {
  const issue = { path: [...path], message };
  if (isSoft) soft.add(issue);
  issues.push(issue);
};

/** Whether a problem after `from` stops what comes next (a wrong type, not a failed check). */
const stoppedSince = (issues: ValidationIssue[], from: number) => issues.slice(from).some((issue) => !soft.has(issue));

function guard<Out, In = Out>(run: Guard<Out, In>['run'], extra: object = {}): Guard<Out, In> {
  return {
    ...extra,
    run,
    check: (...checks) =>
      guard((value, path, issues) => {
        const from = issues.length;
        const out = run(value, path, issues);
        const stopped = stoppedSince(issues, from);
        // zod runs a length check on anything with a length, even after a wrong type ('expected string' for an
        // array, then 'too short' for that array): the same problems, so a wire answer reads the same either way.
        for (const check of checks)
          if (!stopped || (check.anyLength && (out as { length?: unknown } | null)?.length !== undefined))
            check(out, path, issues);
        return out;
      }, extra),
  };
}

const typed =
  <T>(expected: string, test: (value: unknown) => boolean) =>
  (message?: Message): Guard<T> =>
    guard((value, path, issues) => {
      if (!test(value))
        fail(issues, path, textOf(message) ?? `Invalid input: expected ${expected}, received ${kindOf(value)}`);
      return value as T;
    });

export const string = typed<string>('string', (value) => typeof value === 'string');
export const number = typed<number>('number', (value) => typeof value === 'number' && Number.isFinite(value));
export const boolean = typed<boolean>('boolean', (value) => typeof value === 'boolean');
const nullGuard = typed<null>('null', (value) => value === null);

export { nullGuard as null };
export const unknown = (): Guard<unknown> => guard((value) => value);

/** A whole number in the safe range; a fraction is 'expected int', as zod words it, and stops later checks. */
export const int = (message?: Message): Guard<number> =>
  number(message).check((value, path, issues) => {
    if (!Number.isInteger(value))
      fail(issues, path, textOf(message) ?? `Invalid input: expected int, received ${kindOf(value)}`);
    else if (!Number.isSafeInteger(value)) fail(issues, path, textOf(message) ?? 'Invalid input', true);
  });

/** One of these values; anything else is zod's bare 'Invalid input'. */
export const literal = <const T extends string | number | boolean | null>(expected: T): Guard<T> =>
  guard((value, path, issues) => {
    if (value !== expected) fail(issues, path, 'Invalid input');
    return value as T;
  });

const _enum = <const T extends readonly string[]>(values: T): Guard<T[number]> =>
  guard((value, path, issues) => {
    if (!values.includes(value as string)) fail(issues, path, 'Invalid input');
    return value as T[number];
  });

export { _enum as enum };

export const optional = <G extends AnyGuard>(inner: G): Guard<output<G> | undefined, input<G> | undefined> =>
  guard((value, path, issues) => (value === undefined ? undefined : inner.run(value, path, issues)), {
    optional: true,
  });

export const nullable = <G extends AnyGuard>(inner: G): Guard<output<G> | null, input<G> | null> =>
  guard((value, path, issues) => (value === null ? null : inner.run(value, path, issues)));

export const nullish = <G extends AnyGuard>(
  inner: G,
): Guard<output<G> | null | undefined, input<G> | null | undefined> => optional(nullable(inner));

/** `fallback` when the value is left out; a fresh copy each time, so no answer shares a default with another. */
export const _default = <G extends AnyGuard>(
  inner: G,
  fallback: NonNullable<output<G>>,
): Guard<NonNullable<output<G>>, input<G> | undefined> =>
  guard(
    (value, path, issues) =>
      value === undefined
        ? Array.isArray(fallback)
          ? [...fallback]
          : typeof fallback === 'object'
            ? { ...fallback }
            : fallback
        : inner.run(value, path, issues),
    { optional: true },
  );

export const array = <G extends AnyGuard>(item: G): Guard<output<G>[], input<G>[]> =>
  guard((value, path, issues) => {
    if (!Array.isArray(value)) {
      fail(issues, path, `Invalid input: expected array, received ${kindOf(value)}`);
      return [];
    }
    return value.map((entry, index) => item.run(entry, [...path, index], issues));
  });

export const tuple = <T extends AnyGuard[]>(
  items: [...T],
): Guard<{ -readonly [K in keyof T]: output<T[K]> }, { -readonly [K in keyof T]: input<T[K]> }> =>
  guard((value, path, issues) => {
    if (!Array.isArray(value)) {
      fail(issues, path, `Invalid input: expected tuple, received ${kindOf(value)}`);
      return [] as never;
    }
    // Too short is one problem and nothing more; too long is a problem, and the items are still checked.
    if (value.length !== items.length) fail(issues, path, 'Invalid input');
    if (value.length < items.length) return value as never;
    return items.map((item, index) => item.run(value[index], [...path, index], issues)) as never;
  });

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Values under string keys (the keys are any string, as every record the SDK reads has). */
export const record = <G extends AnyGuard>(
  _key: Guard<string>,
  item: G,
): Guard<Record<string, output<G>>, Record<string, input<G>>> =>
  guard((value, path, issues) => {
    if (!isPlainObject(value)) {
      fail(issues, path, `Invalid input: expected record, received ${kindOf(value)}`);
      return {};
    }
    const out: Record<string, output<G>> = {};
    for (const [key, entry] of Object.entries(value)) {
      if (key !== '__proto__') out[key] = item.run(entry, [...path, key], issues);
    }
    return out;
  });

/**
 * The first guard that takes the value. When none does: the problems of the one option whose type was right, or
 * zod's bare 'Invalid input' for the value itself.
 */
export const union = <G extends AnyGuard>(options: readonly G[]): Guard<output<G>, input<G>> =>
  guard((value, path, issues) => {
    const typeRight: ValidationIssue[][] = [];
    for (const option of options) {
      const own: ValidationIssue[] = [];
      const out = option.run(value, path, own);
      if (!own.length) return out;
      if (!stoppedSince(own, 0)) typeRight.push(own);
    }
    if (typeRight.length === 1) issues.push(...(typeRight[0] as ValidationIssue[]));
    else fail(issues, path, 'Invalid input');
    return value as never;
  });

type Shape = Record<string, AnyGuard>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
type OptionalKeys<S extends Shape> = { [K in keyof S]: undefined extends input<S[K]> ? K : never }[keyof S];
type OutOptionalKeys<S extends Shape> = {
  [K in keyof S]: undefined extends output<S[K]> ? K : never;
}[keyof S];
type ObjectOut<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OutOptionalKeys<S>>]: output<S[K]> } & { [K in OutOptionalKeys<S>]?: output<S[K]> }
>;
type ObjectIn<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: input<S[K]> } & { [K in OptionalKeys<S>]?: input<S[K]> }
>;

/** An object guard, with its `shape` to build others from (`{ ...a.shape, more }`). */
export type ObjectGuard<S extends Shape, Out = ObjectOut<S>> = Guard<Out, ObjectIn<S>> & { readonly shape: S };

const objectOf =
  (unknownKeys: 'strip' | 'keep' | 'refuse') =>
  <const S extends Shape, Extra = unknown>(shape: S): ObjectGuard<S, ObjectOut<S> & Extra> =>
    guard(
      (value, path, issues) => {
        if (typeof value !== 'object' || value === null || Array.isArray(value)) {
          fail(issues, path, `Invalid input: expected object, received ${kindOf(value)}`);
          return {} as never;
        }
        const input = value as Record<string, unknown>;
        const out: Record<string, unknown> = unknownKeys === 'keep' ? { ...input } : {};
        for (const [key, item] of Object.entries(shape)) {
          const parsed = item.run(input[key], [...path, key], issues);
          // A key left out stays out, unless a default fills it in.
          if (parsed !== undefined || Object.hasOwn(input, key)) out[key] = parsed;
        }
        if (unknownKeys === 'refuse') {
          // Own keys only: `valueOf` or `constructor` sent as data are unknown keys, not the prototype's.
          const unknownKeys = Object.keys(input).filter((key) => !Object.hasOwn(shape, key));
          if (unknownKeys.length)
            fail(issues, path, `Unknown key${unknownKeys[1] ? 's' : ''} "${unknownKeys.join('", "')}"`, true);
        }
        return out as never;
      },
      { shape },
    ) as unknown as ObjectGuard<S, ObjectOut<S> & Extra>;

/** Only the declared keys are kept. */
export const object = objectOf('strip');
/** The declared keys are checked and every other key is kept as it came. */
export const looseObject = <const S extends Shape>(shape: S): ObjectGuard<S, ObjectOut<S> & Record<string, unknown>> =>
  objectOf('keep')<S, Record<string, unknown>>(shape);
/** Any key not declared is a problem ('Unknown key "…"'), so a misspelt setting is not silently ignored. */
export const strictObject = objectOf('refuse');

/** A guard made when first used, for shapes that contain themselves (a category and its ancestors). */
export const lazy = <Out, In = Out>(make: () => Guard<Out, In>): Guard<Out, In> => {
  let made: Guard<Out, In> | undefined;
  return guard((value, path, issues) => {
    made ??= make();
    return made.run(value, path, issues);
  });
};

/** The step after a guard: what to answer in place of the checked value. */
export interface Transform<In, Out> {
  readonly transform: (value: In) => Out;
}
export const transform = <In, Out>(change: (value: In) => Out): Transform<In, Out> => ({ transform: change });

/** The value checked by `first`, then changed by `then` (only when `first` found no problem). */
export const pipe = <G extends AnyGuard, Out>(first: G, then: Transform<output<G>, Out>): Guard<Out, input<G>> =>
  guard((value, path, issues) => {
    const from = issues.length;
    const checked = first.run(value, path, issues);
    return issues.length > from ? (checked as never) : then.transform(checked);
  });

// Checks, as zod/mini's: each adds one problem when the value fails it, with its message or zod's bare wording.

/** A problem when `test` is false, at the value or at `path` below it. */
export const refine =
  <T>(test: (value: T) => boolean, message?: Message | { error: string; path?: Path }): Check<T> =>
  (value, path, issues) => {
    if (!test(value)) {
      const below = typeof message === 'object' && 'path' in message ? (message.path ?? []) : [];
      fail(issues, [...path, ...below], textOf(message) ?? 'Invalid input', true);
    }
  };

export const minLength = (length: number, message?: Message): Check<{ length: number }> =>
  Object.assign(
    refine((value: { length: number }) => value.length >= length, message),
    { anyLength: true },
  );
export const regex = (pattern: RegExp, message?: Message): Check<string> =>
  refine((value) => pattern.test(value), message);
export const minimum = (least: number, message?: Message): Check<number> => refine((value) => value >= least, message);
export const maximum = (most: number, message?: Message): Check<number> => refine((value) => value <= most, message);
export const positive = (message?: Message): Check<number> => refine((value) => value > 0, message);
export const nonnegative = (message?: Message): Check<number> => refine((value) => value >= 0, message);

/**
 * An http(s) URL as zod's `z.url({ protocol: /^https?$/ })` takes one: trimmed, written with `//`, parsed by `URL`;
 * tabs and line breaks (which `URL` would drop) are dropped from the answer too.
 */
export const httpUrl = (message?: Message): Guard<string> =>
  guard((value, path, issues) => {
    const from = issues.length;
    string(message).run(value, path, issues);
    if (issues.length > from) return value as string;
    const trimmed = (value as string).trim();
    let parsed = /^https?:\/\//i.test(trimmed);
    try {
      new URL(trimmed);
    } catch {
      parsed = false;
    }
    if (!parsed) fail(issues, path, textOf(message) ?? 'Invalid input', true);
    return trimmed.replace(/[\t\n\r]/g, '');
  });
