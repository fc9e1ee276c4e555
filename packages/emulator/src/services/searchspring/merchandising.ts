import type { Queryable } from '../../db/database';
import type { FilterSet } from './searchRequest';

export interface LandingPage {
  tag: string;
  title: string;
  filters: FilterSet;
  sort?: { field: string; direction: 'asc' | 'desc' };
  bannerHtml: string | null;
}

/** A custom landing page by tag (case-insensitive). */
export async function findLandingPage(db: Queryable, tag: string): Promise<LandingPage | undefined> {
  const { rows } = await db.query<{
    tag: string;
    title: string;
    filters: FilterSet;
    sort_field: string | null;
    sort_direction: 'asc' | 'desc' | null;
    banner_html: string | null;
  }>('SELECT * FROM search_landing_pages WHERE tag = lower($1)', [tag]);
  const row = rows[0];
  if (!row) return undefined;
  return {
    tag: row.tag,
    title: row.title,
    filters: row.filters,
    sort: row.sort_field && row.sort_direction ? { field: row.sort_field, direction: row.sort_direction } : undefined,
    bannerHtml: row.banner_html,
  };
}

/** A query as `search_redirects.query` stores it (lowercase, single spaces), or undefined when it is blank. */
export function redirectKey(q: string): string | undefined {
  return q.toLowerCase().replace(/\s+/g, ' ').trim() || undefined;
}

/** The redirect URL a query triggers, matched on the whole query ignoring case and extra spaces. */
export async function findRedirect(db: Queryable, q: string): Promise<string | undefined> {
  const normalised = redirectKey(q);
  if (!normalised) return undefined;
  const { rows } = await db.query<{ url: string }>('SELECT url FROM search_redirects WHERE query = $1', [normalised]);
  return rows[0]?.url;
}

/** The answer to a query that triggers a redirect when `redirectResponse=minimal`: only the redirect. */
export const merchandisingMinimal = (redirect: string) => ({ merchandising: { redirect } });
