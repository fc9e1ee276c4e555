import type { Queryable } from '../db/database';
import { ACCOUNT_PROFILES } from './accountProfiles';
import { DEMO_CUSTOMERS } from './customers';

/** Loyalty balances of the demo customers by external id: the consumer is a long-standing Gold member. */
const LOYALTY: Record<string, { balance: number; earned: number; tier: string | null; purchases: number }> = {
  'NS-10000001': { balance: 1250, earned: 2140, tier: 'Gold', purchases: 14 },
  'NS-10000002': { balance: 0, earned: 0, tier: null, purchases: 0 },
  'NS-10000003': { balance: 430, earned: 430, tier: 'Silver', purchases: 3 },
  'NS-10000004': { balance: 80, earned: 80, tier: 'Bronze', purchases: 1 },
};

/** The demo consumer's product reviews, newest first once listed; one was deleted and is never answered. */
const REVIEWS = [
  {
    score: 5,
    title: 'A treasure for our family devotions',
    content: 'We read a chapter every evening after dinner. The children ask for it by name.',
    createdAt: '2025-09-21T08:15:00.000Z',
  },
  {
    score: 4,
    title: 'Beautifully bound',
    content: 'Lovely paper and a sturdy cover. The print is a little small for reading in bed.',
    createdAt: '2025-05-02T11:40:00.000Z',
  },
  {
    score: 3,
    title: 'Good, not great',
    content: 'Helpful in places but I expected more depth from the later chapters.',
    createdAt: '2024-11-17T19:05:00.000Z',
  },
  {
    score: 1,
    title: 'Posted by mistake',
    content: 'Meant for another book.',
    createdAt: '2024-10-01T10:00:00.000Z',
    deleted: true,
  },
] as const;

const FIRST_REVIEW_ID = 310_000_001;

/**
 * Completes the demo customers' Yotpo records with loyalty balances and the consumer's reviews of real catalogue
 * products (after the ones the wishlists use, in id order, so the same seed gives the same reviews).
 */
export async function seedYotpo(tx: Queryable): Promise<void> {
  for (const profile of ACCOUNT_PROFILES) {
    const loyalty = LOYALTY[profile.externalId];
    if (!loyalty) continue;
    await tx.query(
      `UPDATE yotpo_customers SET points_balance = $2, points_earned = $3, vip_tier_name = $4, total_purchases = $5,
         total_spend_cents = $5 * 4875, last_purchase_at = CASE WHEN $5 > 0 THEN timestamptz '2025-10-04T02:00:00Z' END
       WHERE id = $1`,
      [profile.externalId, loyalty.balance, loyalty.earned, loyalty.tier, loyalty.purchases],
    );
  }
  const consumer = DEMO_CUSTOMERS.find((customer) => customer.id === 'cust-000001');
  if (!consumer) return;
  const { rows: products } = await tx.query<{ sku: string }>(
    `SELECT sku FROM products WHERE product_type <> 'gift-card' ORDER BY id OFFSET 40 LIMIT ${REVIEWS.length}`,
  );
  for (const [index, review] of REVIEWS.entries()) {
    const product = products[index];
    if (!product) continue;
    await tx.query(
      `INSERT INTO yotpo_reviews (id, email, name, sku, title, content, score, deleted, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [
        FIRST_REVIEW_ID + index,
        consumer.email,
        `${consumer.firstName} ${consumer.lastName.charAt(0)}.`,
        product.sku,
        review.title,
        review.content,
        review.score,
        'deleted' in review,
        review.createdAt,
      ],
    );
  }
}
