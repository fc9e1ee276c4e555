import 'server-only';
import type { SearchProduct } from '@bookshop/sdk';
import { bookshop } from '../bookshop';

/** Best sellers for the home page; an outage shows an empty shelf rather than an error page (spec C8). */
export async function bestSellers(limit = 12): Promise<SearchProduct[]> {
  try {
    const result = await bookshop().search.search({
      sort: { field: 'sales_rank', direction: 'desc' },
      resultsPerPage: limit,
    });
    return result.products;
  } catch (error) {
    console.error('Could not load best sellers', error);
    return [];
  }
}
