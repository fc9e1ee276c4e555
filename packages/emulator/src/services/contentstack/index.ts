import type { Queryable } from '../../db/database';
import { Router } from '../../http/router';
import type { Service } from '../../http/server';
import { CONTENT_LOCALE } from '../../seed/content/seedContent';
import { assetSvg } from './assetSvg';
import { CONTENT_TYPES, contentTypeJson } from './contentTypes';
import { checkLocale, type EntriesQuery, readEntriesQuery } from './entriesQuery';
import { readEntryInput } from './entryInput';
import { CONTENT_COLUMNS, type ContentRow, entryJson } from './entryJson';
import { checkCredentials, checkManagementCredentials, contentstackError } from './errors';
import { matchQuery } from './matchQuery';
import { writeEntry } from './writeEntry';

function contentType(uid: string | undefined) {
  const type = CONTENT_TYPES.find((candidate) => candidate.uid === uid);
  if (!type) {
    throw contentstackError(422, 118, `The Content Type '${uid}' was not found. Please try again.`, {
      uid: ['is not valid.'],
    });
  }
  return type;
}

const sortValue = (entry: Record<string, unknown>, field: string) => {
  const value = field
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], entry);
  return typeof value === 'number' || typeof value === 'string' ? value : '';
};

/** Replaces the references named by `include[]` with the entries they point to. */
async function resolveIncludes(db: Queryable, entries: Record<string, unknown>[], query: EntriesQuery, origin: string) {
  for (const field of query.includes) {
    const references = entries.flatMap((entry) =>
      Array.isArray(entry[field]) ? (entry[field] as { uid?: unknown }[]) : [],
    );
    const uids = [...new Set(references.map((reference) => reference?.uid).filter((uid) => typeof uid === 'string'))];
    if (!uids.length) continue;
    const { rows } = await db.query<ContentRow>(
      `SELECT ${CONTENT_COLUMNS} FROM content_entries WHERE uid = ANY($1::text[]) AND locale = $2`,
      [uids, query.locale],
    );
    const byUid = new Map(
      rows.map((row) => [row.uid, { ...entryJson(row, origin), _content_type_uid: row.content_type }]),
    );
    for (const entry of entries) {
      if (!Array.isArray(entry[field])) continue;
      entry[field] = (entry[field] as { uid?: string }[]).map(
        (reference) => byUid.get(reference?.uid ?? '') ?? reference,
      );
    }
  }
}

/** The `locale` of a Content Management API call (the master language when absent). */
const writeLocale = (url: URL) => {
  const locale = (url.searchParams.get('locale') ?? CONTENT_LOCALE).toLowerCase();
  checkLocale(locale);
  return locale;
};

/**
 * Contentstack's Content Delivery API under `/contentstack`: content types and their entries (stored in
 * `content_entries`), with the stack's api key and delivery token checked on every call, plus generated asset images.
 * A minimal Content Management API writes entries (create, update) with the management token.
 */
export function contentstackService(db: Queryable): Service {
  const router = new Router()
    .get('/v3/content_types', ({ headers, url }) => {
      checkCredentials(headers, url.searchParams);
      const types = CONTENT_TYPES.map(contentTypeJson);
      return {
        json: {
          content_types: types,
          ...(url.searchParams.get('include_count') === 'true' ? { count: types.length } : {}),
        },
      };
    })
    .get('/v3/content_types/:type', ({ headers, url, params }) => {
      checkCredentials(headers, url.searchParams);
      return { json: { content_type: contentTypeJson(contentType(params.type)) } };
    })
    .get('/v3/content_types/:type/entries', async ({ headers, url, params, origin }) => {
      checkCredentials(headers, url.searchParams);
      const type = contentType(params.type);
      const query = readEntriesQuery(url.searchParams);
      const { rows } = await db.query<ContentRow>(
        `SELECT ${CONTENT_COLUMNS} FROM content_entries WHERE content_type = $1 AND locale = $2`,
        [type.uid, query.locale],
      );
      const { field, direction } = query.order;
      const matching = rows
        .map((row) => entryJson(row, origin))
        .filter((entry) => matchQuery(entry, query.query))
        .sort((a, b) => {
          const [left, right] = [sortValue(a, field), sortValue(b, field)];
          const order = left < right ? -1 : left > right ? 1 : String(a.uid).localeCompare(String(b.uid));
          return direction === 'asc' ? order : -order;
        });
      const entries = matching.slice(query.skip, query.skip + query.limit);
      await resolveIncludes(db, entries, query, origin);
      return { json: { entries, ...(query.includeCount ? { count: matching.length } : {}) } };
    })
    .get('/v3/content_types/:type/entries/:uid', async ({ headers, url, params, origin }) => {
      checkCredentials(headers, url.searchParams);
      const type = contentType(params.type);
      const query = readEntriesQuery(url.searchParams);
      const { rows } = await db.query<ContentRow>(
        `SELECT ${CONTENT_COLUMNS} FROM content_entries WHERE content_type = $1 AND uid = $2 AND locale = $3`,
        [type.uid, params.uid, query.locale],
      );
      const row = rows[0];
      if (!row) throw contentstackError(422, 141, "The requested object doesn't exist.", { uid: ['is not valid.'] });
      const entries = [entryJson(row, origin)];
      await resolveIncludes(db, entries, query, origin);
      return { json: { entry: entries[0] } };
    })
    .post('/v3/content_types/:type/entries', async ({ headers, url, params, body, origin }) => {
      checkManagementCredentials(headers);
      const type = contentType(params.type);
      const locale = writeLocale(url);
      const row = await writeEntry(db, type, readEntryInput(body, type, 'create'), { locale });
      return { status: 201, json: { notice: 'Entry created successfully.', entry: entryJson(row, origin) } };
    })
    .on('PUT', '/v3/content_types/:type/entries/:uid', async ({ headers, url, params, body, origin }) => {
      checkManagementCredentials(headers);
      const type = contentType(params.type);
      const locale = writeLocale(url);
      const input = readEntryInput(body, type, 'update');
      const row = await writeEntry(db, type, input, { locale, uid: params.uid });
      return { json: { notice: 'Entry updated successfully.', entry: entryJson(row, origin) } };
    })
    .get('/assets/:uid/:file', ({ params }) => ({
      text: assetSvg(params.file ?? 'asset'),
      contentType: 'image/svg+xml',
      headers: { 'cache-control': 'public, max-age=86400' },
    }));
  return {
    basePath: '/contentstack',
    router,
    error: (status, message) => ({ error_message: message, error_code: status, errors: {} }),
  };
}
