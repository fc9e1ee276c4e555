/**
 * Product-name lengths before the ellipsis (spec C9, A9): cards and anything without a length of its own (35, the
 * default of {@link truncateName}), the search box's autocomplete (50) and the added-to-basket flyout (70).
 *
 * @example
 * ```ts
 * truncateName(product.name, NAME_LENGTH_AUTOCOMPLETE);
 * ```
 */
export const NAME_LENGTH_AUTOCOMPLETE = 50;
// Cards and lists (spec C9): what `truncateName` cuts to when no length is given.
const NAME_LENGTH_DEFAULT = 35;
/**
 * The product-name length in the added-to-basket flyout (spec A9).
 *
 * @example
 * ```ts
 * truncateName(line.name, NAME_LENGTH_FLYOUT);
 * ```
 */
export const NAME_LENGTH_FLYOUT = 70;

/**
 * Shortens a product name to `max` characters followed by an ellipsis ('…'), for cards (35, the default),
 * autocomplete (`NAME_LENGTH_AUTOCOMPLETE`, 50) and the added-to-basket flyout (`NAME_LENGTH_FLYOUT`,
 * 70). Characters are counted as code points so an emoji or accented letter is never cut in half, and white space
 * before the ellipsis is dropped ('Grace …' would look broken).
 *
 * @example
 * ```ts
 * truncateName('The Pilgrim’s Progress: From This World to That Which Is to Come'); // 'The Pilgrim’s Progress: From This W…'
 * truncateName('Mere Christianity', 50); // 'Mere Christianity'
 * ```
 */
export function truncateName(name: string, max: number = NAME_LENGTH_DEFAULT): string {
  const characters = Array.from(name);
  if (characters.length <= max) return name;
  return `${characters.slice(0, Math.max(0, max)).join('').trimEnd()}…`;
}
