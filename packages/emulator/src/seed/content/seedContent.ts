import type { Queryable } from '../../db/database';
import { accountBanners } from './accountBanners';
import { authorPages, blogPosts } from './blog';
import { categoryContent } from './categoryContent';
import type { SeedEntry } from './entry';
import { footer } from './footer';
import { helpArticles, pages } from './help';
import { headerNavigation } from './navigation';
import { globalSettings } from './settings';
import { stores } from './stores';

export const CONTENT_LOCALE = 'en-au';
// Fixed timestamps keep the seed deterministic.
const CREATED = '2024-01-15T00:00:00.000Z';

/** Every managed-content entry of the emulated stack. */
export function contentEntries(): SeedEntry[] {
  return [
    headerNavigation(),
    footer(),
    globalSettings(),
    ...categoryContent(),
    ...helpArticles(),
    ...pages(),
    ...authorPages(),
    ...blogPosts(),
    ...stores(),
    ...accountBanners(),
  ];
}

/** Writes the managed content (navigation, footer, settings, pages, stores, …) into `content_entries`. */
export async function seedContent(tx: Queryable): Promise<void> {
  for (const [index, entry] of contentEntries().entries()) {
    const updated = new Date(Date.parse(CREATED) + index * 3_600_000).toISOString();
    await tx.query(
      `INSERT INTO content_entries (uid, content_type, locale, title, url, fields, tags, created_at, updated_at, search)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
               setweight(to_tsvector('english', $4), 'A') || to_tsvector('english', $10))`,
      [
        entry.uid,
        entry.contentType,
        CONTENT_LOCALE,
        entry.title,
        entry.url,
        JSON.stringify(entry.fields),
        entry.tags ?? [],
        CREATED,
        updated,
        entry.searchText ?? '',
      ],
    );
  }
}
