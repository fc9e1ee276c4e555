import { createHash } from 'node:crypto';

/** One managed-content entry as the seed writes it into `content_entries`. */
export interface SeedEntry {
  uid: string;
  contentType: string;
  title: string;
  url: string | null;
  fields: Record<string, unknown>;
  tags?: string[];
  /** Text the content search matches, besides the title. */
  searchText?: string;
}

/** A Contentstack-style uid (`blt` + 16 hex digits), stable for the same content type and key. */
export const entryUid = (contentType: string, key: string) =>
  `blt${createHash('sha1').update(`${contentType}:${key}`).digest('hex').slice(0, 16)}`;

/** An image asset as Contentstack embeds it; the emulator serves a generated SVG at its URL. */
export function asset(name: string, title: string) {
  const uid = entryUid('asset', name);
  return {
    uid,
    title,
    filename: `${name}.svg`,
    content_type: 'image/svg+xml',
    url: `/contentstack/assets/${uid}/${name}.svg`,
  };
}

/** A link field: Contentstack's `{ title, href }`. */
export const link = (title: string, href: string) => ({ title, href });
