const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A generated banner image for a content asset, so pages have images without any download. */
export function assetSvg(name: string): string {
  const label = name
    .replace(/\.svg$/, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\b\w/g, (letter) => letter.toUpperCase())
    .slice(0, 60);
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${escapeXml(label)}"><rect width="1200" height="400" fill="hsl(${hue},45%,35%)"/><text x="600" y="215" font-family="Georgia,serif" font-size="56" fill="#fff" text-anchor="middle">${escapeXml(label)}</text></svg>`;
}
