import { sanitizeHtml } from '@/lib/content/sanitizeHtml';

/**
 * CMS HTML ready to render: sanitised on the server (the listing's sanitiser), and whether it brings its own `h1`
 * (Contentstack page bodies usually start with one), so the page adds the title as `h1` only when it does not.
 *
 * @example
 * ```ts
 * contentHtml('<h1>Help</h1><p>Hi<script>x()</script></p>'); // { html: '<h1>Help</h1><p>Hi</p>', hasHeading: true }
 * ```
 */
export function contentHtml(html: string | undefined): { html: string; hasHeading: boolean } {
  const clean = sanitizeHtml(html ?? '');
  return { html: clean, hasHeading: /<h1[\s>]/i.test(clean) };
}

/** A content date (`2024-03-07`) as en-AU text ('7 March 2024'); anything unreadable is returned as is. */
export function formatContentDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}
