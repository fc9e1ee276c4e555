import { formatDate } from '@bookshop/sdk/rules';
import Link from 'next/link';
import type { AccountReview } from '@/lib/data/reviews';
import { Rating } from '@/modules/products/Rating';
import styles from './Reviews.module.css';

/** What the section says when the shopper has written no review (docs/decisions.md). */
export const NO_REVIEWS_MESSAGE = 'You have not reviewed any products yet.';
/** What it says when the reviews service cannot be reached. */
export const REVIEWS_UNAVAILABLE_MESSAGE = 'Your reviews cannot be shown right now. Please try again later.';

/**
 * The account's #reviews section: the shopper's product reviews, newest first (product, stars, title, text, date
 * DD/MM/YYYY), or a line saying there are none or they cannot be shown (`reviews` is `null`).
 */
export function ReviewsSection({ reviews }: { reviews: AccountReview[] | null }) {
  return (
    <section id="reviews" className={styles.section} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={styles.heading}>
        Reviews
      </h2>
      {reviews === null ? (
        <p className={styles.note}>{REVIEWS_UNAVAILABLE_MESSAGE}</p>
      ) : reviews.length === 0 ? (
        <p className={styles.note}>{NO_REVIEWS_MESSAGE}</p>
      ) : (
        <ul className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <article aria-labelledby={`review-${review.id}`}>
                <h3 id={`review-${review.id}`} className={styles.product}>
                  {review.product ? (
                    <Link href={`/product/${review.product.slug}`}>{review.product.name}</Link>
                  ) : (
                    <>Product {review.sku}</>
                  )}
                </h3>
                <p className={styles.stars}>
                  <Rating value={review.score} />
                </p>
                {review.title ? <p className={styles.title}>{review.title}</p> : null}
                {review.content ? <p className={styles.content}>{review.content}</p> : null}
                <p className={styles.date}>
                  Reviewed on <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
