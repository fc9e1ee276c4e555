import type { SharedWishlist } from '@bookshop/sdk';
import { formatDate, formatMoney } from '@bookshop/sdk/rules';
import { Cover } from '@/modules/products/Cover';
import styles from './SharedWishlist.module.css';

/** A wishlist opened from a share link: read-only, each product linked to its page with its price. */
export function SharedWishlistView({ wishlist }: { wishlist: SharedWishlist }) {
  const created = formatDate(wishlist.createdAt);
  return (
    <section aria-labelledby="shared-wishlist" className={styles.shared}>
      <h1 id="shared-wishlist">{wishlist.name}</h1>
      {wishlist.description ? <p>{wishlist.description}</p> : null}
      <p className={styles.meta}>
        A shared wishlist{created ? `, created ${created}` : ''}: {wishlist.lineItems.length}{' '}
        {wishlist.lineItems.length === 1 ? 'item' : 'items'}
      </p>
      {wishlist.lineItems.length ? (
        <ul className={styles.items}>
          {wishlist.lineItems.map((line) => {
            const cents = line.discountedCents ?? line.priceCents;
            return (
              <li key={line.id} className={styles.item}>
                <Cover className={styles.cover} src={line.imageUrl ?? undefined} width={80} height={120} />
                <div>
                  <a href={`/product/${line.slug}`}>{line.name}</a>
                  {cents === null ? null : <p className={styles.price}>{formatMoney(cents)}</p>}
                  {line.isOnStock ? null : <p className={styles.meta}>Currently unavailable</p>}
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <p>This wishlist is empty.</p>
      )}
    </section>
  );
}

/** What a link that no longer opens a wishlist shows. */
export function SharedWishlistMissing() {
  return (
    <section aria-labelledby="shared-wishlist" className={styles.shared}>
      <h1 id="shared-wishlist">Wishlist not found</h1>
      <p>This wishlist link is invalid or has expired. Ask for a new link, or browse our bestsellers.</p>
      <p>
        <a href="/">Continue shopping</a>
      </p>
    </section>
  );
}
