import type { Router } from '../../http/router';
import { requireCustomer } from './customerTokens';
import type { BackendDeps } from './deps';
import { money } from './query';

/**
 * `GET account/balance`: the signed-in customer's account: credit limit and terms (business accounts), the balance
 * owing (unpaid invoices), the credit still available, and store credit. Customers without an account get zeros.
 */
export function registerAccountBalanceRoutes(router: Router, { db }: BackendDeps): void {
  router.get('/account/balance', async ({ headers }) => {
    const customerId = await requireCustomer(db, headers);
    const { rows } = await db.query<{
      credit_limit_cents: number | null;
      store_credit_cents: number | null;
      terms: string | null;
      owing: number;
    }>(
      `SELECT a.credit_limit_cents, a.store_credit_cents, a.terms,
              (SELECT coalesce(sum(total_cents - paid_cents), 0)::int FROM invoices WHERE customer_id = $1) AS owing
         FROM (SELECT $1::text AS id) AS c LEFT JOIN customer_accounts a ON a.customer_id = c.id`,
      [customerId],
    );
    const row = rows[0];
    const limit = row?.credit_limit_cents ?? 0;
    const owing = row?.owing ?? 0;
    return {
      json: {
        customerId,
        terms: row?.terms ?? null,
        creditLimit: money(limit),
        balance: money(owing),
        availableCredit: money(Math.max(0, limit - owing)),
        storeCredit: money(row?.store_credit_cents ?? 0),
      },
    };
  });
}
