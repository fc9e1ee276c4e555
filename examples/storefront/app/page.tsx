import type { Metadata } from 'next';
import { homeBanners, homeCarouselProducts } from '@/lib/data/home';
import { HOME_BANNER_POSITIONS, HOME_CAROUSELS } from '@/lib/data/homeSections';
import { bestSellers } from '@/lib/data/products';
import { helpline } from '@/lib/data/stores';
import { isKiosk } from '@/lib/kiosk/isKiosk';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/organizationJsonLd';
import { HOME_TITLE, pageMetadata, SITE_DESCRIPTION } from '@/lib/seo/pageMetadata';
import { structuredDataContext } from '@/lib/seo/request';
import { HomePage } from '@/modules/home/HomePage';
import { JsonLd } from '@/modules/seo/JsonLd';

// Rendered per request: the catalogue changes, and the build must not need the services running.
export const dynamic = 'force-dynamic';

/** The home page's preview: the site's title and description, and the hero banner as its image. */
export async function generateMetadata(): Promise<Metadata> {
  const hero = (await homeBanners()).find((banner) => banner.position === HOME_BANNER_POSITIONS.hero);
  return pageMetadata({
    title: HOME_TITLE,
    absoluteTitle: true,
    description: SITE_DESCRIPTION,
    path: '/',
    image: hero?.image ? { url: hero.image.url, alt: hero.image.title || hero.title } : undefined,
  });
}

/** `/` (spec C2), on the server, with the shop and its search as structured data. Every shelf degrades to empty on a service failure. */
export default async function Home() {
  const [products, kiosk, banners, carousels, line, { origin, nonce }] = await Promise.all([
    bestSellers(),
    isKiosk(),
    homeBanners(),
    Promise.all(HOME_CAROUSELS.map(async (carousel) => ({ carousel, products: await homeCarouselProducts(carousel) }))),
    helpline(),
    structuredDataContext(),
  ]);
  return (
    <>
      <HomePage products={products} kiosk={kiosk} banners={banners} carousels={carousels} />
      <JsonLd nonce={nonce} nodes={[organizationJsonLd(origin, { telephone: line.phone }), webSiteJsonLd(origin)]} />
    </>
  );
}
