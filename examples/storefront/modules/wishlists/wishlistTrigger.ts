/** The selector of every delegated wishlist button (`WishlistControl`). */
export const WISHLIST_OPEN = 'button[data-wishlist-open]';

const LABEL = /^Add (.*) to a wishlist$/s;

/**
 * The product a wishlist button is for: its id, and its name from the button's own label (not sent twice). Apart from
 * `WishlistControl`, so the island that reads it does not carry the control's markup and styles to the browser.
 */
export function wishlistProduct(button: HTMLElement): { productId: string; name: string } {
  const name = LABEL.exec(button.getAttribute('aria-label') ?? '')?.[1] ?? '';
  return { productId: button.dataset.wishlistOpen ?? '', name };
}
