import { createHash } from 'node:crypto';
import { CONTENTSTACK_KEYS } from './errors';

/** The `content_entries` columns a {@link ContentRow} holds. */
export const CONTENT_COLUMNS = 'uid, content_type, locale, title, url, fields, tags, version, created_at, updated_at';

/** A `content_entries` row as read for the delivery API. */
export interface ContentRow {
  uid: string;
  content_type: string;
  locale: string;
  title: string;
  url: string | null;
  fields: Record<string, unknown>;
  tags: string[];
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const ENVIRONMENT_UID = `blt${createHash('sha1').update(CONTENTSTACK_KEYS.environment).digest('hex').slice(0, 16)}`;
const SYSTEM_USER = 'blt0000000000emulator';
const ASSETS = '/contentstack/assets/';
const iso = (value: Date | string) => new Date(value).toISOString();

/** Makes stored asset paths absolute, as Contentstack serves asset URLs (also inside rich-text HTML). */
function absoluteAssets(value: unknown, origin: string): unknown {
  if (typeof value === 'string') {
    if (value.startsWith(ASSETS)) return `${origin}${value}`;
    return value.includes(`"${ASSETS}`) ? value.replaceAll(`"${ASSETS}`, `"${origin}${ASSETS}`) : value;
  }
  if (Array.isArray(value)) return value.map((item) => absoluteAssets(item, origin));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteAssets(item, origin)]));
  }
  return value;
}

/** One entry in the Content Delivery API's shape: the fields, then the system fields. */
export function entryJson(row: ContentRow, origin: string): Record<string, unknown> {
  const updated = iso(row.updated_at);
  return {
    uid: row.uid,
    title: row.title,
    ...(row.url === null ? {} : { url: row.url }),
    ...(absoluteAssets(row.fields, origin) as Record<string, unknown>),
    locale: row.locale,
    tags: row.tags,
    created_at: iso(row.created_at),
    updated_at: updated,
    created_by: SYSTEM_USER,
    updated_by: SYSTEM_USER,
    ACL: {},
    _version: row.version,
    _in_progress: false,
    publish_details: { environment: ENVIRONMENT_UID, locale: row.locale, time: updated, user: SYSTEM_USER },
  };
}
