import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ReplyError, type RequestContext } from '../../http/router';

const EMAIL = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/;

const lookup = z
  .object({
    customer_email: z.string().trim().max(256).regex(EMAIL, 'customer_email is invalid').optional(),
    customer_id: z.string().trim().min(1).max(128).optional(),
  })
  .refine((query) => query.customer_email || query.customer_id, 'customer_email or customer_id is required');

interface LoyaltyRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  points_balance: number;
  points_earned: number;
  vip_tier_name: string | null;
  total_purchases: number;
  total_spend_cents: number;
  last_purchase_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * `GET /customers?customer_email=…` (or `customer_id=…`, the shop's own id): the loyalty record as Yotpo Loyalty &
 * Referrals answers it (`points_balance`, `points_earned`, `vip_tier_name`, …); 404 when the customer is unknown.
 */
export async function loyaltyCustomer(db: Queryable, { url }: RequestContext) {
  const parsed = lookup.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) throw new ReplyError(400, parsed.error.issues[0]?.message ?? 'Invalid query');
  const { customer_email: email, customer_id: id } = parsed.data;
  const { rows } = await db.query<LoyaltyRow>(
    `SELECT * FROM yotpo_customers WHERE ${id ? 'id = $1' : 'lower(email) = lower($1)'} ORDER BY id LIMIT 1`,
    [id ?? email],
  );
  const row = rows[0];
  if (!row) throw new ReplyError(404, 'Customer not found');
  return {
    json: {
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      phone_number: null,
      third_party_id: row.id,
      pos_account_id: null,
      has_store_account: true,
      points_balance: row.points_balance,
      points_earned: row.points_earned,
      points_expire_at: null,
      credit_balance: '0.0',
      credit_balance_in_customer_currency: '0.0',
      total_purchases: row.total_purchases,
      total_spend_cents: row.total_spend_cents,
      perks_redeemed: Math.max(0, Math.floor((row.points_earned - row.points_balance) / 500)),
      last_purchase_at: iso(row.last_purchase_at),
      last_seen_at: iso(row.updated_at),
      opt_in: true,
      opted_in_at: iso(row.created_at),
      vip_tier_name: row.vip_tier_name,
      vip_tier_actions_completed: { points_earned: row.points_earned, amount_spent_cents: row.total_spend_cents },
      vip_tier_upgrade_requirements: {},
      referral_link: `https://rwrd.io/${Buffer.from(row.id).toString('base64url').slice(0, 8)}`,
    },
  };
}
