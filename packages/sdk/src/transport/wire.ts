import type * as z from 'zod/mini';
import { BookshopError, ValidationError, type ValidationIssue } from '../errors';
import type { RequestOptions } from '../transport/http';
import { type AnyGuard, kindOf, type output } from './guard';

/**
 * zod/mini ships no locale, so its own messages are a bare 'Invalid input'. Parsing with this map says what was
 * expected and found, which is what someone reading a `ValidationError` about a changed wire format needs, and names
 * the keys a strict object does not know (a misspelt configuration key); messages a schema sets itself still win.
 * The wire guards (transport/guard.ts) word their problems the same way.
 */
const issueMessage = (issue: z.core.$ZodRawIssue): string | undefined =>
  issue.code === 'invalid_type'
    ? `Invalid input: expected ${issue.expected}, received ${kindOf(issue.input)}`
    : issue.code === 'unrecognized_keys'
      ? `Unknown key${issue.keys[1] ? 's' : ''} "${issue.keys.join('", "')}"`
      : undefined;

/** zod's issues as the SDK's {@link ValidationIssue}s: a path of keys and indexes, and the message. */
function validationIssues(error: z.core.$ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
    message: issue.message,
  }));
}

/** A wire guard (transport/guard.ts) or a zod schema (the forms' schemas in validation/). */
export type Schema = AnyGuard | z.ZodMiniType;
/** What a {@link Schema} answers. */
export type SchemaOutput<T extends Schema> = T extends AnyGuard
  ? output<T>
  : T extends z.ZodMiniType
    ? z.output<T>
    : never;

/**
 * Parses a value with a wire guard or a zod schema, or throws {@link ValidationError} with `message` and every
 * problem found.
 *
 * @example
 * ```ts
 * const config = parseOrThrow(configGuard, input, (issues) => `Invalid configuration (${issues.length})`);
 * ```
 */
export function parseOrThrow<T extends Schema>(
  schema: T,
  value: unknown,
  message: (issues: ValidationIssue[]) => string,
): SchemaOutput<T> {
  let issues: ValidationIssue[] = [];
  let data: unknown;
  if ('safeParse' in schema) {
    const parsed = schema.safeParse(value, { error: issueMessage });
    if (parsed.success) data = parsed.data;
    else issues = validationIssues(parsed.error);
  } else data = schema.run(value, [], issues);
  if (issues.length) throw new ValidationError(message(issues), issues);
  return data as SchemaOutput<T>;
}

/**
 * Issues as one line for an error message: `path: message` for each, `(root)` for the value itself.
 *
 * @example
 * ```ts
 * describeIssues([{ path: ['name'], message: 'Required' }]); // 'name: Required'
 * ```
 */
export const describeIssues = (issues: ValidationIssue[]): string =>
  issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/**
 * Parses a service's answer at the edge; a shape the SDK does not know raises {@link ValidationError} naming every
 * problem, so a changed wire format fails loudly instead of leaking `undefined` into the site.
 *
 * @example
 * ```ts
 * const body = parseWire(g.object({ rate: g.number() }), await http(url), 'The currency service');
 * ```
 */
export const parseWire = <T extends Schema>(schema: T, body: unknown, what: string): SchemaOutput<T> =>
  parseOrThrow(schema, body, () => `${what} answered in an unexpected shape`);

/**
 * The section of the configuration a resource needs, or a {@link BookshopError} naming it and its variables.
 *
 * @example
 * ```ts
 * const { baseUrl } = requireService(config.backend, 'backend', 'BOOKSHOP_BACKEND_URL');
 * ```
 */
export function requireService<T>(section: T | undefined, name: string, variables: string): T {
  if (!section) throw new BookshopError(`The ${name} service is not configured (set ${variables})`);
  return section;
}

/** Request options with extra headers added under the caller's (the caller's win). */
export const withHeaders = (options: RequestOptions, headers: Record<string, string>): RequestOptions => ({
  ...options,
  headers: { ...headers, ...options.headers },
});

/**
 * The object a method plans from (the customer, a wishlist, the method's input), or a {@link ValidationError} that
 * says what the method takes: a JavaScript caller who passes an id, or the input in the customer's place, would
 * otherwise meet a bare `TypeError` from deep inside a planner, or a request the server refuses.
 *
 * @example
 * ```ts
 * requireObject(wishlist, 'wishlists.rename', 'the wishlist as the SDK returned it', ['id']);
 * ```
 */
export function requireObject<T>(value: T, method: string, what: string, keys: string[] = []): NonNullable<T> {
  const wanted = `${method} takes ${what}${keys.length ? ` (with ${keys.join(', ')})` : ''}`;
  if (typeof value !== 'object' || value === null) {
    const message = `${wanted}, not ${kindOf(value)}`;
    throw new ValidationError(message, [{ path: [], message }]);
  }
  const missing = keys.filter((key) => !(key in value));
  if (missing.length) {
    const message = `${wanted}; this one has no ${missing.join(', ')}`;
    throw new ValidationError(
      message,
      missing.map((key) => ({ path: [key], message: 'Required' })),
    );
  }
  return value as NonNullable<T>;
}
