import { z } from 'zod';
import type { Router } from '../../http/router';
import { requireCustomer } from './customerTokens';
import type { BackendDeps } from './deps';
import { money } from './query';
import { readBody } from './request';

export const CHARITIES = ['Bible Society Australia', 'Compassion Australia', 'Open Doors Australia'] as const;

/**
 * A donation added to the signed-in customer's order: `POST donation/add` `{ amount (cents), cartId?, charity? }`
 * sets it (one per customer, replacing the previous one); `POST donation/remove` clears it; `GET donation` answers
 * it (`{ donation: null }` without one), so checkout can show and charge what is on the order.
 */
export function registerDonationRoutes(router: Router, { db }: BackendDeps): void {
  router.get('/donation', async ({ headers }) => {
    const customerId = await requireCustomer(db, headers);
    const { rows } = await db.query<{ amount_cents: number; charity: string; cart_id: string | null }>(
      'SELECT amount_cents, charity, cart_id FROM donations WHERE customer_id = $1',
      [customerId],
    );
    const row = rows[0];
    return {
      json: {
        donation: row ? { amount: money(row.amount_cents), charity: row.charity, cartId: row.cart_id } : null,
      },
    };
  });
  router.post('/donation/add', async (context) => {
    const customerId = await requireCustomer(db, context.headers);
    const body = readBody(
      context,
      z.object({
        amount: z
          .number({ error: 'amount is required (cents)' })
          .int('amount must be whole cents')
          .min(100)
          .max(1_000_000),
        cartId: z.string().trim().max(128).optional(),
        charity: z.enum(CHARITIES).default(CHARITIES[0]),
      }),
    );
    await db.query(
      `INSERT INTO donations (customer_id, cart_id, amount_cents, charity, updated_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (customer_id) DO UPDATE SET cart_id = $2, amount_cents = $3, charity = $4, updated_at = now()`,
      [customerId, body.cartId ?? null, body.amount, body.charity],
    );
    return { json: { donation: { amount: money(body.amount), charity: body.charity, cartId: body.cartId ?? null } } };
  });
  router.post('/donation/remove', async ({ headers }) => {
    const customerId = await requireCustomer(db, headers);
    const { rows } = await db.query('DELETE FROM donations WHERE customer_id = $1 RETURNING customer_id', [customerId]);
    return { json: { removed: rows.length > 0 } };
  });
}
