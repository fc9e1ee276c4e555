import styles from './WishlistControl.module.css';

export interface WishlistControlProps {
  /** The product's id and name. */
  product: { id: string; name: string };
  /** In a card's cover corner (default), or in the flow beside the product page's basket button. */
  placement?: 'corner' | 'inline';
}

/**
 * A product's wishlist control (spec A2, A4), rendered on the server for every visitor alike (the front caches the
 * page): a link to sign in on the account page, and the button that opens the wishlist popover for a signed-in
 * shopper. CSS shows one of them by the session's mark on the page (`ShopperMark`), and the one island around the
 * list or product (`ProductActions`) opens the popover, whose code is fetched on the first hover or focus. Every
 * card of a page sends this markup in the page's flight data, so nothing in it is said twice or left at a default.
 */
export function WishlistControl({ product, placement = 'corner' }: WishlistControlProps) {
  // The corner is the stylesheet's default.
  const inline = placement === 'inline' ? placement : undefined;
  return (
    <>
      <a href="/account" className={styles.control} data-for="visitor" data-placement={inline}>
        <span className={styles.label}>{`Sign in to add ${product.name} to a wishlist`}</span>
      </a>
      <button
        type="button"
        className={styles.control}
        data-for="customer"
        data-placement={inline}
        data-wishlist-open={product.id}
        aria-label={`Add ${product.name} to a wishlist`}
        aria-haspopup="dialog"
        aria-expanded={false}
      />
    </>
  );
}
