import type { BookshopConfig } from '../config';
import { BookshopError, HttpError } from '../errors';
import * as z from '../transport/guard';
import type { Http, RequestOptions } from '../transport/http';
import { parseWire, requireService } from '../transport/wire';

/** One product review a shopper wrote (Yotpo reviews). */
export interface ProductReview {
  id: string;
  /** Stars, 1 to 5. */
  score: number;
  title: string;
  content: string;
  /** When it was written, ISO 8601. */
  createdAt: string;
  /** The reviewed product's sku. */
  sku: string;
}

/** The shopper's product reviews (`bookshop.backend.reviews`), from Yotpo's reviews API. */
export interface ReviewsResource {
  /**
   * The reviews one shopper wrote, newest first (`GET {reviews}/v1/apps/{app_key}/reviews`, deleted ones left out),
   * at most `limit` (100 by default and at most). The store's app key and secret key are exchanged for a `utoken`
   * once and again when Yotpo stops accepting it. Outages and refused keys throw.
   *
   * @example
   * ```ts
   * const reviews = await bookshop.backend.reviews.byReviewer({ email: customer.email });
   * for (const review of reviews) console.log(`${review.score}/5 ${review.title} (${review.sku})`);
   * ```
   */
  byReviewer(input: { email: string; limit?: number }, options?: RequestOptions): Promise<ProductReview[]>;
}

const REVIEWS_PAGE_MAX = 100;

const wireToken = z.object({ access_token: z.string().check(z.minLength(1)) });
const wireReviews = z.object({
  reviews: z.array(
    z.object({
      id: z.union([z.number(), z.string()]),
      score: z.number(),
      title: z._default(z.string(), ''),
      content: z._default(z.string(), ''),
      created_at: z.string(),
      sku: z.string(),
      deleted: z.optional(z.boolean()),
    }),
  ),
});

export function createReviewsResource(config: BookshopConfig, http: Http): ReviewsResource {
  let token: Promise<string> | undefined;
  const service = () => {
    const yotpo = requireService(config.yotpo, 'yotpo', 'BOOKSHOP_YOTPO_URL');
    const { appKey, secretKey } = yotpo;
    if (!appKey || !secretKey) {
      throw new BookshopError('Yotpo reviews need BOOKSHOP_YOTPO_APP_KEY and BOOKSHOP_YOTPO_SECRET_KEY');
    }
    return { baseUrl: yotpo.reviewsUrl ?? yotpo.baseUrl, appKey, secretKey };
  };
  const utoken = (baseUrl: string, appKey: string, secretKey: string, options: RequestOptions) => {
    token ??= http(`${baseUrl}/oauth/token`, {
      signal: options.signal,
      method: 'POST',
      body: { client_id: appKey, client_secret: secretKey, grant_type: 'client_credentials' },
    }).then((body) => parseWire(wireToken, body, 'Yotpo').access_token);
    // A failed exchange is not kept: the next call tries again.
    token.catch(() => {
      token = undefined;
    });
    return token;
  };
  return {
    async byReviewer({ email, limit = REVIEWS_PAGE_MAX }, options = {}) {
      const { baseUrl, appKey, secretKey } = service();
      const count = String(Math.min(Math.max(1, Math.trunc(limit)), REVIEWS_PAGE_MAX));
      const list = async () =>
        http(`${baseUrl}/v1/apps/${encodeURIComponent(appKey)}/reviews`, {
          ...options,
          query: {
            utoken: await utoken(baseUrl, appKey, secretKey, options),
            user_email: email.trim(),
            count,
            page: '1',
          },
        });
      let body: unknown;
      try {
        body = await list();
      } catch (error) {
        // Yotpo's tokens expire (after 14 days): exchange the keys again, once.
        if (!(error instanceof HttpError && error.status === 401)) throw error;
        token = undefined;
        body = await list();
      }
      return parseWire(wireReviews, body, 'Yotpo').reviews.flatMap((review) =>
        review.deleted
          ? []
          : [
              {
                id: String(review.id),
                score: review.score,
                title: review.title,
                content: review.content,
                createdAt: review.created_at,
                sku: review.sku,
              },
            ],
      );
    },
  };
}
