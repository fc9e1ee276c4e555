import { Price } from '@bookshop/react';
import { type CatalogProduct, type Price as PriceValue, productSummaryFromCatalog } from '@bookshop/sdk';
import { isGiftCard } from '@bookshop/sdk/rules';
import type { Shelf } from '@/lib/data/products';
import { TrackProductView } from '@/modules/basket/TrackProductView';
import { CurrencySwitch } from '@/modules/currency/CurrencySwitch';
import { GiftCardPurchaseSlot } from '@/modules/giftCards/GiftCardPurchaseSlot';
import { StockInStore } from '@/modules/stores/StockInStore';
import { Breadcrumbs } from '@/modules/ui/Breadcrumbs';
import { WishlistControl } from '@/modules/wishlists/WishlistControl';
import { AvailabilityAction } from './AvailabilityAction';
import { Cover } from './Cover';
import { PersonalShelf } from './PersonalShelf';
import { ProductActions } from './ProductActions';
import { ProductCarousel } from './ProductCarousel';
import styles from './ProductDetail.module.css';
import { ProductShelf } from './ProductShelf';
import { productCrumbs } from './productCrumbs';
import { Rating } from './Rating';

export interface ProductDetailProps {
  product: CatalogProduct;
  /** The price in the visitor's display currency. */
  price: PriceValue | undefined;
  similar: Shelf;
  kiosk: boolean;
}

/**
 * A product's page (spec C2): breadcrumbs through the product's category, cover, details, price, the availability
 * action (a gift card's purchase form: amount and recipient) and similar products.
 */
export function ProductDetail({ product: found, price, similar, kiosk }: ProductDetailProps) {
  const card = { ...productSummaryFromCatalog(found), price };
  const giftCard = isGiftCard(found.productType);
  const details: [string, string | undefined][] = [
    ['Format', found.format],
    ['Publisher', found.publisher],
    ['ISBN', found.isbn],
    ['Published', found.publicationDate],
  ];
  return (
    <>
      <Breadcrumbs items={productCrumbs(found)} />
      <TrackProductView sku={found.sku} />
      <article className={styles.product}>
        <Cover
          className={styles.cover}
          src={found.imageUrl}
          alt={`Cover of ${found.name}`}
          width={400}
          height={600}
          priority
        />
        <div className={styles.summary}>
          <h1 className={styles.title}>{found.name}</h1>
          {found.authors.length ? (
            <p className={styles.authors}>
              by{' '}
              {found.authors.map((author, index) => (
                <span key={author}>
                  {index ? ', ' : ''}
                  <a href={`/search?authors=${encodeURIComponent(author)}`}>{author}</a>
                </span>
              ))}
            </p>
          ) : null}
          <Rating value={found.rating} />
          <Price price={price} className={styles.price} classNames={{ base: styles.was, save: styles.save }} />
          <CurrencySwitch />
          <ProductActions className={styles.actions}>
            {giftCard && found.price ? (
              // A gift card is bought here, for someone: amount and recipient (its cards link to this page).
              kiosk ? null : (
                <GiftCardPurchaseSlot
                  product={{ id: found.id, sku: found.sku, name: found.name }}
                  amountCents={found.price.value.centAmount}
                />
              )
            ) : (
              <AvailabilityAction product={card} view="grid" kiosk={kiosk} className={styles.action} />
            )}
            {kiosk ? null : <WishlistControl product={{ id: found.id, name: found.name }} placement="inline" />}
          </ProductActions>
          {/* A gift card is issued when bought, not stocked on a shelf. */}
          {found.sku && !giftCard ? <StockInStore sku={found.sku} productName={found.name} /> : null}
          <dl className={styles.details}>
            {details
              .filter((entry): entry is [string, string] => !!entry[1])
              .map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
          {found.description ? (
            <section aria-labelledby="description" className={styles.description}>
              <h2 id="description">Description</h2>
              <p>{found.description}</p>
            </section>
          ) : null}
        </div>
      </article>
      {similar.products.length ? (
        <PersonalShelf shelf={similar} kiosk={kiosk}>
          <ProductShelf label={similar.title} products={similar.products} kiosk={kiosk} Carousel={ProductCarousel} />
        </PersonalShelf>
      ) : null}
    </>
  );
}
