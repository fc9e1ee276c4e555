const PALETTES = [
  ['#1f3a5f', '#f4d35e'],
  ['#5b2333', '#f7f4f3'],
  ['#2d6a4f', '#ffe8d6'],
  ['#3d405b', '#f2cc8f'],
  ['#6d597a', '#ffffff'],
  ['#264653', '#e9c46a'],
  ['#7f5539', '#ede0d4'],
];

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** Breaks a title into lines of at most `width` characters, at word boundaries. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > maxLines ? [...lines.slice(0, maxLines - 1), `${lines[maxLines - 1]}…`] : lines;
}

/**
 * A band of soft shapes above the title, placed by the sku's hash. Real covers are photographs and artwork;
 * without some detail a cover has so few bytes for its area that Chrome does not count it as a page's largest
 * contentful paint (it skips images under 0.05 bits per pixel), and the storefront's LCP measurements would time
 * the wrong element.
 */
function artwork(hash: number, ink: string): string {
  let state = hash || 1;
  const next = (limit: number) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % limit;
  };
  const shapes: string[] = [];
  for (let index = 0; index < 80; index++) {
    const x = 20 + next(260);
    const y = 32 + next(52);
    const radius = 3 + next(10);
    const opacity = (0.08 + next(30) / 100).toFixed(2);
    shapes.push(`<circle cx="${x}" cy="${y}" r="${radius}" opacity="${opacity}"/>`);
  }
  return `<g fill="${ink}">${shapes.join('')}</g>`;
}

/** A generated book cover: colours and artwork chosen by the sku, the title and the first author set on it. */
export function coverSvg(product: { sku: string; name: string; authors: string[] }): string {
  let hash = 0;
  for (const char of product.sku) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const [background, ink] = PALETTES[hash % PALETTES.length] as [string, string];
  const title = wrap(product.name, 14, 6)
    .map(
      (line, index) =>
        `<text x="150" y="${120 + index * 34}" font-size="26" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  const author = product.authors[0]
    ? `<text x="150" y="390" font-size="18">${escapeXml(product.authors[0])}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="450" viewBox="0 0 300 450" role="img" aria-label="${escapeXml(product.name)}">
<rect width="300" height="450" fill="${background}"/><rect x="14" y="14" width="272" height="422" fill="none" stroke="${ink}" stroke-width="2" opacity="0.6"/>${artwork(hash, ink)}
<g fill="${ink}" font-family="Georgia, 'Times New Roman', serif" text-anchor="middle">${title}${author}</g></svg>`;
}
