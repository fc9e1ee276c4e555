import { z } from 'zod';
import type { Database } from '../../db/database';
import { ReplyError, Router } from '../../http/router';
import type { Service } from '../../http/server';
import { loyaltyCustomer } from './loyaltyCustomer';
import { createReviewsApi } from './reviews';

const customer = z.object({
  id: z.string().trim().min(1).max(128).nullish(),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, 'email is required')
    .max(256)
    .regex(/^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/, 'email is invalid'),
  first_name: z.string().trim().max(100).nullish(),
  last_name: z.string().trim().max(100).nullish(),
});

function read(body: unknown) {
  // Yotpo's customers API wraps the record in `customer`; a bare record is accepted too.
  const record =
    body && typeof body === 'object' && 'customer' in body ? (body as { customer: unknown }).customer : body;
  const parsed = customer.safeParse(record ?? {});
  if (!parsed.success) throw new ReplyError(400, parsed.error.issues[0]?.message ?? 'Invalid customer');
  return parsed.data;
}

/**
 * Yotpo (loyalty and reviews) under `/yotpo`: `POST /customers` creates or updates a customer by `id` (the
 * commerce `externalId`) or email and answers `{ success }`; a customer flagged in the seed always fails, for the
 * storefront's failure path. `GET /customers` reads one loyalty record (loyaltyCustomer.ts); `POST /oauth/token` and
 * `GET /v1/apps/{app_key}/reviews` are the reviews API (reviews.ts).
 */
export function yotpoService(db: Database): Service {
  const router = new Router();
  const upsert = async (body: unknown) => {
    const input = read(body);
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string; fail_updates: boolean }>(
        'SELECT id, fail_updates FROM yotpo_customers WHERE id = $1 OR (($1::text) IS NULL AND lower(email) = lower($2)) FOR UPDATE',
        [input.id ?? null, input.email],
      );
      const existing = rows[0];
      if (existing?.fail_updates) {
        return { status: 200, json: { success: false, message: 'Customer could not be updated' } };
      }
      if (existing) {
        await tx.query(
          `UPDATE yotpo_customers SET email = $2, first_name = coalesce($3, first_name),
             last_name = coalesce($4, last_name), updated_at = now() WHERE id = $1`,
          [existing.id, input.email, input.first_name ?? null, input.last_name ?? null],
        );
        return { status: 200, json: { success: true, id: existing.id, email: input.email } };
      }
      const id = input.id ?? `yotpo-${input.email.toLowerCase()}`;
      await tx.query('INSERT INTO yotpo_customers (id, email, first_name, last_name) VALUES ($1, $2, $3, $4)', [
        id,
        input.email,
        input.first_name ?? null,
        input.last_name ?? null,
      ]);
      return { status: 201, json: { success: true, id, email: input.email } };
    });
  };
  router.post('/customers', ({ body }) => upsert(body));
  router.on('PUT', '/customers', ({ body }) => upsert(body));
  router.get('/customers', (context) => loyaltyCustomer(db, context));
  const reviews = createReviewsApi(db);
  router.post('/oauth/token', (context) => reviews.token(context));
  router.get('/v1/apps/:appKey/reviews', (context) => reviews.list(context));
  return { basePath: '/yotpo', router, error: (status, message) => ({ success: false, status, message }) };
}
