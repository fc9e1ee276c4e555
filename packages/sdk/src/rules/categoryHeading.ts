/**
 * A category name as a heading or breadcrumb label (spec C2): underscores, which the catalogue uses where a name
 * lists several things, are shown as commas. White space around an underscore is folded into the ', ' so that
 * 'Prayer _ Devotion' and 'Prayer_Devotion' read the same.
 *
 * @example
 * ```ts
 * categoryHeading('Prayer_Devotion_Meditation'); // 'Prayer, Devotion, Meditation'
 * ```
 */
export function categoryHeading(name: string): string {
  return name.replace(/\s*_\s*/g, ', ').trim();
}
