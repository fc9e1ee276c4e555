import 'server-only';
import type { ContentBanner } from '@bookshop/sdk';
import { CAROUSEL_PRODUCT_LIMIT } from '@bookshop/sdk/rules';
import { bookshop } from '@/lib/bookshop';
import { withStock } from '@/lib/data/products';
import { searchTracking } from '@/lib/search/searchTracking';
import { contentSettings } from '@/modules/content/data';
import type { CardProduct } from '@/modules/products/cardProduct';
import type { HomeCarousel } from './homeSections';

/** The promotional banners of the settings; an outage shows none (the page still renders). */
export async function homeBanners(): Promise<ContentBanner[]> {
  try {
    return (await contentSettings()).banners;
  } catch (error) {
    console.error('Could not load the home banners', error);
    return [];
  }
}

/** A home carousel's products (at most 30), stock and display currency included; a failure is an empty shelf. */
export async function homeCarouselProducts(carousel: HomeCarousel): Promise<CardProduct[]> {
  try {
    const result = await bookshop().search.search(
      { ...carousel.search, resultsPerPage: CAROUSEL_PRODUCT_LIMIT },
      { stock: false, tracking: await searchTracking() },
    );
    return withStock(result.products);
  } catch (error) {
    console.error(`Could not load the '${carousel.id}' carousel`, error);
    return [];
  }
}
