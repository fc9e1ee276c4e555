import 'server-only';
import type { ContentBanner, ProductSummary } from '@bookshop/sdk';
import { CAROUSEL_PRODUCT_LIMIT } from '@bookshop/sdk/rules';
import { contentSettings } from './content';
import { withFallback } from './fallback';
import type { HomeCarousel } from './homeSections';
import { searchProducts } from './products';

/** The promotional banners of the settings; an outage shows none (the page still renders). */
export const homeBanners = (): Promise<ContentBanner[]> =>
  withFallback('the home banners', async () => (await contentSettings()).banners, []);

/** A home carousel's products (at most 30), stock and display currency included; a failure is an empty shelf. */
export const homeCarouselProducts = (carousel: HomeCarousel): Promise<ProductSummary[]> =>
  withFallback(
    `the '${carousel.id}' carousel`,
    () => searchProducts({ ...carousel.search, resultsPerPage: CAROUSEL_PRODUCT_LIMIT }),
    [],
  );
