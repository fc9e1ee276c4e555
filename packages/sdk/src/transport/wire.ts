import type * as z from 'zod';
import { BookshopError, ValidationError, type ValidationIssue } from '../errors';
import type { RequestOptions } from '../transport/http';

/**
 * Parses a service's answer at the edge; a shape the SDK does not know raises {@link ValidationError} naming every
 * problem, so a changed wire format fails loudly instead of leaking `undefined` into the site.
 *
 * @example
 * ```ts
 * const body = parseWire(z.object({ rate: z.number() }), await http(url), 'The currency service');
 * ```
 */
export function parseWire<T extends z.ZodType>(schema: T, body: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ValidationError(`${what} answered in an unexpected shape`, validationIssues(parsed.error));
  return parsed.data;
}

/** zod's issues as the SDK's {@link ValidationIssue}s: a path of keys and indexes, and the message. */
export function validationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map((part) => (typeof part === 'symbol' ? String(part) : part)),
    message: issue.message,
  }));
}

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
