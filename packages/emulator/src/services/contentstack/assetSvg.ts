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
  // A '-mobile' asset is the narrow, taller crop that art direction (`<picture>`) picks on small screens.
  const [width, height, size] = /-mobile(\.svg)?$/.test(name) ? [750, 500, 44] : [1200, 400, 56];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}"><rect width="${width}" height="${height}" fill="hsl(${hue},45%,35%)"/><text x="${width / 2}" y="${height / 2 + size / 3}" font-family="Georgia,serif" font-size="${size}" fill="#fff" text-anchor="middle">${escapeXml(label)}</text></svg>`;
}
