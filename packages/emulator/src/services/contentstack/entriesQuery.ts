import { z } from 'zod';
import { CONTENT_LOCALE } from '../../seed/content/seedContent';
import { CONTENTSTACK_KEYS, contentstackError } from './errors';

export const MAX_LIMIT = 100;

/** What an entries request asks for, after validation. */
export interface EntriesQuery {
  locale: string;
  includes: string[];
  query: Record<string, unknown>;
  skip: number;
  limit: number;
  includeCount: boolean;
  order: { field: string; direction: 'asc' | 'desc' };
}

const wholeNumber = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');
const params = z.object({
  environment: z.string().optional(),
  locale: z.string().toLowerCase().default(CONTENT_LOCALE),
  skip: wholeNumber.default(0),
  limit: wholeNumber.refine((limit) => limit <= MAX_LIMIT, `must be at most ${MAX_LIMIT}`).default(MAX_LIMIT),
  include_count: flag.default(false),
  query: z.string().optional(),
  asc: z.string().optional(),
  desc: z.string().optional(),
});

const invalid = (field: string, message = 'is not valid.') =>
  contentstackError(422, 141, `Invalid ${field}. Please try again.`, { [field]: [message] });

/** The stack has one language, `en-au` (codes are compared lower-cased, as Contentstack does). */
export function checkLocale(locale: string): void {
  if (locale !== CONTENT_LOCALE) {
    throw contentstackError(422, 141, `Language '${locale}' was not found. Please try again.`, {
      locale: ['is not valid.'],
    });
  }
}

/**
 * Reads `environment` (required, the stack has only `development`), `locale`, `include[]`, `query` (JSON),
 * `skip`, `limit` (at most 100), `include_count` and `asc`/`desc` from an entries request.
 */
export function readEntriesQuery(search: URLSearchParams): EntriesQuery {
  const single: Record<string, string> = {};
  for (const [key, value] of search) if (!key.endsWith('[]') && !(key in single)) single[key] = value;
  const parsed = params.safeParse(single);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw invalid(String(issue?.path[0] ?? 'parameter'), issue?.message);
  }
  const { environment, locale, skip, limit, include_count, asc, desc } = parsed.data;
  if (!environment) {
    throw contentstackError(422, 141, 'Environment is required.', { environment: ['is required.'] });
  }
  if (environment !== CONTENTSTACK_KEYS.environment) {
    throw contentstackError(422, 141, `Environment '${environment}' was not found. Please try again.`, {
      environment: ['is not valid.'],
    });
  }
  checkLocale(locale);
  let query: Record<string, unknown> = {};
  if (parsed.data.query !== undefined) {
    try {
      query = JSON.parse(parsed.data.query);
    } catch {
      throw invalid('query', 'is not valid JSON.');
    }
    if (query === null || typeof query !== 'object' || Array.isArray(query))
      throw invalid('query', 'must be an object.');
  }
  return {
    locale,
    includes: search.getAll('include[]').filter(Boolean),
    query,
    skip,
    limit,
    includeCount: include_count,
    order: asc ? { field: asc, direction: 'asc' } : { field: desc ?? 'updated_at', direction: 'desc' },
  };
}
