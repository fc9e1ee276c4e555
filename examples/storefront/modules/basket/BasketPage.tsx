import type { BasketShelf, BasketView } from '@/lib/basket/basketView';
import { ProductCarousel } from '@/modules/products/ProductCarousel';
import { ProductShelf } from '@/modules/products/ProductShelf';
import { BasketContents } from './BasketContents';
import styles from './BasketPage.module.css';

/**
 * The basket page: the lines, discount codes and summary (a client island that writes through the basket routes),
 * then the cart cross-sell rendered on the server. `basket` is `null` when commerce could not be read.
 */
export function BasketPage({
  basket,
  crossSell,
  kiosk,
  signedIn,
}: {
  basket: BasketView | null;
  crossSell: BasketShelf | null;
  kiosk: boolean;
  /** The request's session is a customer's: their lines' 'Move to wishlist' is in the first markup. */
  signedIn: boolean;
}) {
  return (
    <>
      <h1 className={styles.heading}>Your basket</h1>
      {basket ? (
        <BasketContents initial={basket} kiosk={kiosk} signedIn={signedIn} />
      ) : (
        <p role="alert" className={styles.unavailable}>
          Your basket could not be loaded just now. Please try again in a moment.
        </p>
      )}
      {crossSell?.products.length ? (
        <ProductShelf label={crossSell.title} products={crossSell.products} kiosk={kiosk} Carousel={ProductCarousel} />
      ) : null}
    </>
  );
}
