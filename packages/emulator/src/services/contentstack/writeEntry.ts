import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ContentType } from './contentTypes';
import type { EntryInput } from './entryInput';
import { CONTENT_COLUMNS, type ContentRow } from './entryJson';
import { contentstackError } from './errors';

// The search indexes the first 100,000 characters of the title and of the other text: PostgreSQL's text-search
// vector holds at most 1 MB, which a near-megabyte body of distinct words exceeds. The entry is stored in full.
const SEARCH = `setweight(to_tsvector('english', left($4, 100000)), 'A') || to_tsvector('english', left($7, 100000))`;

/**
 * Stores an entry written through the Content Management API: a new one (a fresh `blt…` uid, version 1), or a
 * replacement of an existing one's fields (version + 1); 422 (code 141) when that entry does not exist. The stack has
 * one environment and no workflow, so a written entry is published at once: the delivery API serves it next.
 */
export async function writeEntry(
  db: Queryable,
  type: ContentType,
  input: EntryInput,
  { locale, uid }: { locale: string; uid?: string },
): Promise<ContentRow> {
  const values = [type.uid, locale, uid, input.title, input.url, JSON.stringify(input.fields), input.searchText];
  if (uid === undefined) {
    values[2] = `blt${randomBytes(8).toString('hex')}`;
    const { rows } = await db.query<ContentRow>(
      `INSERT INTO content_entries (content_type, locale, uid, title, url, fields, tags, created_at, updated_at, search)
       VALUES ($1, $2, $3, $4, $5, $6, $8, now(), now(), ${SEARCH})
       RETURNING ${CONTENT_COLUMNS}`,
      [...values, input.tags],
    );
    return rows[0] as ContentRow;
  }
  const { rows } = await db.query<ContentRow>(
    `UPDATE content_entries
        SET title = $4, url = $5, fields = $6, tags = $8, version = version + 1, updated_at = now(), search = ${SEARCH}
      WHERE content_type = $1 AND locale = $2 AND uid = $3
      RETURNING ${CONTENT_COLUMNS}`,
    [...values, input.tags],
  );
  if (!rows[0]) throw contentstackError(422, 141, "The requested object doesn't exist.", { uid: ['is not valid.'] });
  return rows[0];
}
