// The route lists live in lib (the sitemaps read them there); the help centre and site map import them from here.
export { HELP_LINKS, INFO_LINKS } from '@/lib/content/siteLinks';

/** Whether route segments can name a content page (lower-case words and hyphens), so odd paths 404 early. */
export function isContentPath(segments: string[]): boolean {
  return segments.length <= 4 && segments.every((segment) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment));
}
