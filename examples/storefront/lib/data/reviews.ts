import 'server-only';
import type { Customer, ProductReview } from '@bookshop/sdk';
import { bookshop } from '../bookshop';
import { withFallback } from './fallback';

/** A review with the product it is about, when the catalogue still has it. */
export interface AccountReview extends ProductReview {
  product: { name: string; slug: string } | null;
}

/**
 * The signed-in customer's product reviews, newest first, each with its product's name and page; `null` when the
 * reviews service is down (the section says so). A product the catalogue no longer has keeps its review, unlinked.
 */
export async function accountReviews(customer: Customer): Promise<AccountReview[] | null> {
  return withFallback(
    'product reviews',
    async () => {
      const reviews = await bookshop().backend.reviews.byReviewer({ email: customer.email });
      if (reviews.length === 0) return [];
      const skus = [...new Set(reviews.map((review) => review.sku))];
      const products = await withFallback('reviewed products', () => bookshop().catalog.productsBySkus(skus), []);
      const bySku = new Map(products.map((product) => [product.sku, product]));
      return reviews.map((review) => {
        const product = bySku.get(review.sku);
        return { ...review, product: product ? { name: product.name, slug: product.slug } : null };
      });
    },
    null,
  );
}
