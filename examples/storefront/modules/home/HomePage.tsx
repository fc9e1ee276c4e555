import type { ContentBanner, ProductSummary } from '@bookshop/sdk';
import type { HomeCarousel } from '@/lib/data/homeSections';
import { HOME_BANNER_POSITIONS } from '@/lib/data/homeSections';
import { CurrencySwitch } from '@/modules/currency/CurrencySwitch';
import { ProductActions } from '@/modules/products/ProductActions';
import { PRIORITY_CARDS, ProductCard } from '@/modules/products/ProductCard';
import { ProductCarousel } from '@/modules/products/ProductCarousel';
import { ProductShelf } from '@/modules/products/ProductShelf';
import pageStyles from '@/modules/ui/Page.module.css';
import styles from './Home.module.css';
import { HomeBanner } from './HomeBanner';

export interface HomePageProps {
  products: ProductSummary[];
  kiosk: boolean;
  banners: ContentBanner[];
  carousels: { carousel: HomeCarousel; products: ProductSummary[] }[];
}

/**
 * The home page (spec C2): the hero banner from content, best sellers, the new-releases and Bible carousels, and the
 * secondary banner. An empty shelf is left out.
 */
export function HomePage({ products, kiosk, banners, carousels }: HomePageProps) {
  const hero = banners.find((banner) => banner.position === HOME_BANNER_POSITIONS.hero);
  const secondary = banners.find((banner) => banner.position === HOME_BANNER_POSITIONS.secondary);
  return (
    <>
      <div className={styles.top}>
        <CurrencySwitch />
      </div>
      {hero ? <HomeBanner banner={hero} priority /> : null}
      <section aria-labelledby="best-sellers">
        <h1 id="best-sellers" className={pageStyles.title}>
          Best sellers
        </h1>
        {products.length ? (
          <ProductActions list="Best sellers">
            <ul className={pageStyles.grid}>
              {products.map((product, index) => (
                <li key={product.id} data-sku={product.sku} data-position={index + 1}>
                  <ProductCard product={product} kiosk={kiosk} priority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </ul>
          </ProductActions>
        ) : (
          <p>Our shelves are being restocked. Please check back shortly.</p>
        )}
      </section>
      {carousels.map(({ carousel, products: shelf }, index) =>
        shelf.length ? (
          <div key={carousel.id} className={styles.shelf} data-carousel={carousel.id}>
            <ProductShelf label={carousel.title} products={shelf} kiosk={kiosk} Carousel={ProductCarousel} />
            <p className={styles.more}>
              <a href={carousel.href}>See all {carousel.title.toLowerCase()}</a>
            </p>
            {index === 0 && secondary ? <HomeBanner banner={secondary} /> : null}
          </div>
        ) : null,
      )}
    </>
  );
}
