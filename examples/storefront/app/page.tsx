import { homeBanners, homeCarouselProducts } from '@/lib/data/home';
import { HOME_CAROUSELS } from '@/lib/data/homeSections';
import { bestSellers } from '@/lib/data/products';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { HomePage } from '@/modules/home/HomePage';

// Rendered per request: the catalogue changes, and the build must not need the services running.
export const dynamic = 'force-dynamic';

/** `/` (spec C2), on the server. Every shelf degrades to empty on a service failure. */
export default async function Home() {
  const [products, kiosk, banners, carousels] = await Promise.all([
    bestSellers(),
    isKiosk(),
    homeBanners(),
    Promise.all(HOME_CAROUSELS.map(async (carousel) => ({ carousel, products: await homeCarouselProducts(carousel) }))),
  ]);
  return <HomePage products={products} kiosk={kiosk} banners={banners} carousels={carousels} />;
}
