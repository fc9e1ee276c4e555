import { track } from './analytics';

/**
 * Tracks a `product_select` from the list `list` when a click inside it followed a product link; anything else is
 * ignored. The card's list item may carry `data-sku` and `data-position`; the slug is read from the link.
 */
export function trackProductSelect(target: Element, list: string) {
  const link = target.closest?.('a[href^="/product/"]');
  if (!link) return;
  const item = link.closest<HTMLElement>('[data-sku]');
  const position = Number(item?.dataset.position);
  track({
    name: 'product_select',
    slug: decodeURIComponent((link.getAttribute('href') ?? '').slice('/product/'.length)),
    sku: item?.dataset.sku,
    list,
    ...(position ? { position } : {}),
  });
}
