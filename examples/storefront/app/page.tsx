import { TrackProductSelect } from '@/lib/analytics/TrackProductSelect';
import { bestSellers, withStock } from '@/lib/data/products';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { CurrencySwitch } from '@/modules/currency/CurrencySwitch';
import { homeBanners, homeCarouselProducts } from '@/modules/home/data';
import styles from '@/modules/home/Home.module.css';
import { HomeBanner } from '@/modules/home/HomeBanner';
import { HOME_BANNER_POSITIONS, HOME_CAROUSELS } from '@/modules/home/homeSections';
import { PRIORITY_CARDS, ProductCard } from '@/modules/products/ProductCard';
import { ProductCarousel } from '@/modules/products/ProductCarousel';
import { ProductShelf } from '@/modules/products/ProductShelf';
import pageStyles from './page.module.css';

// Rendered per request: the catalogue changes, and the build must not need the services running.
export const dynamic = 'force-dynamic';

/**
 * The home page (spec C2), on the server: the hero banner from content, best sellers, the new-releases and Bible
 * carousels, and the secondary banner. Every shelf degrades to empty on a service failure.
 */
export default async function HomePage() {
  const [products, kiosk, banners, carousels] = await Promise.all([
    bestSellers().then(withStock),
    isKiosk(),
    homeBanners(),
    Promise.all(HOME_CAROUSELS.map(async (carousel) => ({ carousel, products: await homeCarouselProducts(carousel) }))),
  ]);
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
          <TrackProductSelect list="Best sellers">
            <ul className={pageStyles.grid}>
              {products.map((product, index) => (
                <li key={product.id} data-sku={product.sku} data-position={index + 1}>
                  <ProductCard product={product} kiosk={kiosk} priority={index < PRIORITY_CARDS} />
                </li>
              ))}
            </ul>
          </TrackProductSelect>
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
