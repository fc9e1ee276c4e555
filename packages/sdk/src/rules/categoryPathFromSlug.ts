const WEB_PREFIX = 'web_';

/**
 * The `/category/…` path of a category slug (spec C2): a 'web_' slug loses that prefix and its underscores become
 * slashes, so 'web_bibles_niv' is 'bibles/niv'. The spec states the underscore rule only for 'web_' slugs, and
 * only web categories are browsed, so any other slug is returned unchanged rather than split on a guess.
 *
 * @example
 * ```ts
 * categoryPathFromSlug('web_bibles_study_bibles'); // 'bibles/study/bibles'
 * categoryPathFromSlug('gift-cards'); // 'gift-cards'
 * ```
 */
export function categoryPathFromSlug(slug: string): string {
  if (!slug.startsWith(WEB_PREFIX)) return slug;
  return slug.slice(WEB_PREFIX.length).replaceAll('_', '/');
}
