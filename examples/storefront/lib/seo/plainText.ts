const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

// Elements inside a line of text: removing them must not split a word from its punctuation ('<b>truth</b>.').
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
]);

const codePoint = (value: number) => {
  try {
    return String.fromCodePoint(value);
  } catch {
    return '';
  }
};

/**
 * Text without markup: tags (and the contents of scripts and styles) removed, common entities decoded and white space
 * collapsed. For descriptions in meta tags and structured data, never for rendering HTML.
 *
 * @example
 * ```ts
 * plainText('<p>Grace &amp; <b>truth</b></p>\n<p>for all</p>'); // 'Grace & truth for all'
 * ```
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) => (INLINE.has(name.toLowerCase()) ? '' : ' '))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#')
        return codePoint(name[1]?.toLowerCase() === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1)));
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Markup without its headings: a description's text, where a heading would run into the sentence after it ('Bibles
 * Find the right Bible…').
 */
export const withoutHeadings = (html: string): string => html.replace(/<h([1-6])\b[^>]*>[\s\S]*?<\/h\1\s*>/gi, ' ');

/** The longest a meta description should be: what search results show before they cut it themselves. */
export const DESCRIPTION_MAX_LENGTH = 160;

/**
 * Plain text cut cleanly to at most `max` characters: at the last word boundary before the limit, without trailing
 * punctuation, followed by '…'. Text that fits is returned whole.
 *
 * @example
 * ```ts
 * summary('Grace and truth for every day of the year', 20); // 'Grace and truth for…'
 * ```
 */
export function summary(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const plain = plainText(text);
  if (plain.length <= max) return plain;
  const room = plain.slice(0, max);
  const boundary = room.lastIndexOf(' ');
  const cut = boundary > max / 2 ? room.slice(0, boundary) : room.slice(0, max - 1);
  return `${cut.replace(/[\s,;:.!?\-–—]+$/, '')}…`;
}
