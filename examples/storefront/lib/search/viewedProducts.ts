/**
 * Searchspring's own cookie of recently viewed products, as its tracking script keeps it (snap's
 * `track.product.view`): skus oldest first, comma-separated, each once, at most {@link VIEWED_PRODUCTS_MAX}; a sku
 * seen again keeps its place. Readable by the browser (the script writes it there), so a page needs no server trip.
 */
export const VIEWED_PRODUCTS_COOKIE = 'ssViewedProducts';
/** How many skus the cookie keeps (the tracker's `MAX_VIEWED_COUNT`). */
export const VIEWED_PRODUCTS_MAX = 20;
/** The tracker's lifetime for the cookie: seven years, in seconds. */
export const VIEWED_PRODUCTS_MAX_AGE_S = 7 * 365 * 24 * 60 * 60;

// Skus as the catalogue writes them; anything else in the cookie (tampered, another site's) is dropped.
const SKU = /^[A-Za-z0-9._-]{1,64}$/;

/** The skus a cookie value holds, oldest first; what is not a sku is left out. */
export function viewedProducts(value: string | undefined): string[] {
  if (!value) return [];
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    return [];
  }
  return [...new Set(text.split(',').map((sku) => sku.trim()))].filter((sku) => SKU.test(sku));
}

/** The cookie value after viewing `sku`, as the tracker writes it (undefined when `sku` is not one). */
export function withViewedProduct(value: string | undefined, sku: string): string | undefined {
  if (!SKU.test(sku)) return undefined;
  const skus = [...new Set([...viewedProducts(value), sku])].slice(0, VIEWED_PRODUCTS_MAX);
  return encodeURIComponent(skus.join(','));
}
