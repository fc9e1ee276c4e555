import { z } from 'zod';
import { ReplyError, type Router } from '../../http/router';
import { requireCustomer } from './customerTokens';
import type { BackendDeps } from './deps';
import { readBody } from './request';

interface CardRow {
  id: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string;
}

const BRAND_NAMES: Record<string, string> = { visa: 'VISA', mc: 'MasterCard', amex: 'American Express' };

/** A saved card in Adyen's `storedPaymentMethods` form: never more of the number than the last four digits. */
const storedPaymentMethod = (card: CardRow) => ({
  id: card.id,
  type: 'scheme',
  brand: card.brand,
  name: BRAND_NAMES[card.brand] ?? card.brand.toUpperCase(),
  lastFour: card.last4,
  maskedNumber: `•••• •••• •••• ${card.last4}`,
  expiryMonth: String(card.expiry_month).padStart(2, '0'),
  expiryYear: String(card.expiry_year),
  holderName: card.holder_name,
  supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
  supportedRecurringProcessingModels: ['CardOnFile'],
});

/**
 * Saved cards of the signed-in customer: `GET adyen/list` answers `{ storedPaymentMethods }` (masked);
 * `POST adyen/delete` `{ id }` removes one of the customer's own cards (Adyen's `[detail-successfully-disabled]`).
 */
export function registerSavedCardRoutes(router: Router, { db }: BackendDeps): void {
  router.get('/adyen/list', async ({ headers }) => {
    const customerId = await requireCustomer(db, headers);
    const { rows } = await db.query<CardRow>(
      'SELECT id, brand, last4, expiry_month, expiry_year, holder_name FROM saved_cards WHERE customer_id = $1 ORDER BY created_at, id',
      [customerId],
    );
    return { json: { storedPaymentMethods: rows.map(storedPaymentMethod) } };
  });
  router.post('/adyen/delete', async (context) => {
    const customerId = await requireCustomer(db, context.headers);
    const { id } = readBody(context, z.object({ id: z.string({ error: 'id is required' }).trim().min(1).max(100) }));
    const { rows } = await db.query<{ id: string }>(
      'DELETE FROM saved_cards WHERE id = $1 AND customer_id = $2 RETURNING id',
      [id, customerId],
    );
    if (!rows.length) throw new ReplyError(404, `No saved card ${id}`);
    return { json: { response: '[detail-successfully-disabled]' } };
  });
}
