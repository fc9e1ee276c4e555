import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ReplyError } from '../../http/router';
import { Conditions, queryWords } from './conditions';
import { intellisuggest } from './resultRecord';
import { merchandising } from './searchResponse';

/** Content types in the content feed, and the `type` each carries in search results. */
export const FEED_TYPES: Record<string, string> = {
  blog_post: 'blog',
  author_page: 'author',
  help_article: 'help_center_article',
};

const params = z.object({
  q: z.string().default(''),
  page: z
    .string()
    .regex(/^\d{1,9}$/, 'page must be a positive whole number')
    .optional(),
  resultsPerPage: z
    .string()
    .regex(/^\d{1,9}$/, 'resultsPerPage must be a positive whole number')
    .optional(),
});

function textConditions(q: string, typeahead: boolean): Conditions {
  const conditions = new Conditions();
  if (!q || q === '*') return conditions;
  const words = queryWords(q);
  if (!words.length) {
    conditions.parts.push('FALSE');
    return conditions;
  }
  conditions.textQuery = typeahead
    ? `to_tsquery('english', ${conditions.param(words.map((word, i) => (i === words.length - 1 ? `${word}:*` : word)).join(' & '))})`
    : `(websearch_to_tsquery('english', ${conditions.param(q)}) || websearch_to_tsquery('simple', ${conditions.param(q)}))`;
  conditions.parts.push(`search @@ ${conditions.textQuery}`);
  return conditions;
}

/**
 * The content feed (a second Searchspring site, `{siteId}-content`): blog posts, author pages and help-centre
 * articles from the managed content, in the same search.json shape. `q=*` lists everything; `filter.type`
 * narrows to blog, author or help_center_article; autocomplete matches the last word as a prefix.
 */
export async function contentSearch(
  db: Queryable,
  search: URLSearchParams,
  siteId: string,
  origin: string,
  typeahead: boolean,
) {
  const parsed = params.safeParse(Object.fromEntries(search));
  if (!parsed.success) throw new ReplyError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
  const q = parsed.data.q.trim().slice(0, 256);
  const page = Math.min(Math.max(Number(parsed.data.page ?? 1), 1), 10_000);
  const perPage = Math.min(Math.max(Number(parsed.data.resultsPerPage ?? 30), 1), 100);
  const types = search.getAll('filter.type');
  const wanted = Object.entries(FEED_TYPES)
    .filter(([, type]) => !types.length || types.includes(type))
    .map(([contentType]) => contentType);
  const conditions = textConditions(q, typeahead);
  conditions.parts.push(`content_type = ANY(${conditions.param(wanted)}::text[])`);
  const { rows } = await db.query<{
    uid: string;
    content_type: string;
    title: string;
    url: string | null;
    fields: Record<string, unknown>;
    total: number;
  }>(
    `SELECT uid, content_type, title, url, fields, count(*) OVER ()::int AS total FROM content_entries ${conditions.where()}
      ORDER BY ${conditions.textQuery ? `ts_rank(search, ${conditions.textQuery})` : '0::real'} DESC, title, uid
      LIMIT ${conditions.param(perPage)} OFFSET ${conditions.param((page - 1) * perPage)}`,
    conditions.params,
  );
  // The type facet counts every feed type, ignoring its own filter.
  const scope = textConditions(q, typeahead);
  scope.parts.push(`content_type = ANY(${scope.param(Object.keys(FEED_TYPES))}::text[])`);
  const counts = await db.query<{ content_type: string; count: number }>(
    `SELECT content_type, count(*)::int AS count FROM content_entries ${scope.where()} GROUP BY content_type ORDER BY 2 DESC`,
    scope.params,
  );
  const total = rows[0]?.total ?? 0;
  const totalPages = Math.ceil(total / perPage);
  const begin = rows.length ? (page - 1) * perPage + 1 : 0;
  return {
    pagination: {
      totalResults: total,
      begin,
      end: begin ? begin + rows.length - 1 : 0,
      currentPage: page,
      totalPages,
      previousPage: page > 1 ? page - 1 : 0,
      nextPage: page < totalPages ? page + 1 : 0,
      perPage,
      defaultPerPage: 30,
    },
    sorting: { options: [{ field: 'relevance', direction: 'desc', label: 'Best Match', active: 1 }] },
    resultLayout: 'grid',
    results: rows.map((row) => {
      const image = (row.fields.featured_image ?? row.fields.photo) as { url?: string } | undefined;
      const imageUrl = image?.url ? `${origin}${image.url}` : '';
      return {
        id: row.uid,
        uid: row.uid,
        name: row.title,
        url: row.url ?? '',
        type: FEED_TYPES[row.content_type] as string,
        description: String(row.fields.summary ?? row.fields.bio ?? '').replace(/<[^>]+>/g, ''),
        imageUrl,
        thumbnailImageUrl: imageUrl,
        ...intellisuggest({ id: row.uid, sku: row.uid }, siteId),
      };
    }),
    facets: [
      {
        field: 'type',
        label: 'Type',
        type: 'list',
        multiple: 'or',
        collapse: 0,
        facet_active: types.length ? 1 : 0,
        values: counts.rows.map((row) => {
          const value = FEED_TYPES[row.content_type] as string;
          return { active: types.includes(value), type: 'value', value, label: value, count: row.count };
        }),
      },
    ],
    breadcrumbs: [],
    filterSummary: types.map((value) => ({
      field: 'type',
      value,
      label: `Type: ${value}`,
      filterLabel: 'Type',
      filterValue: value,
    })),
    merchandising: merchandising({}),
    query: { original: q },
  };
}
