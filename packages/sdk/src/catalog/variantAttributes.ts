// Readers of a variant's raw attributes, in the shapes the live catalogue gives them; a product projection and a
// cart line carry the same attributes, so both read them here.

/** A non-empty string attribute, or none. */
export const attributeText = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : undefined;

/** The names in `author_illustrator_artist_etc` (a list of `{ name }`); entries without a name are left out. */
export function authorNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((author) => attributeText((author as { name?: unknown })?.name))
    .filter((name) => !!name) as string[];
}

/** The `format` attribute: an enum's label, or plain text in older records. */
export function formatLabel(value: unknown): string | undefined {
  const format = value as { label?: unknown } | string | undefined;
  return typeof format === 'string' ? format : attributeText(format?.label);
}
