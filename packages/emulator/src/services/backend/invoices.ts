import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ReplyError, type Router } from '../../http/router';
import { requireCustomer } from './customerTokens';
import type { BackendDeps } from './deps';
import { money, readQuery } from './query';
import { readBody } from './request';

interface InvoiceRow {
  id: string;
  number: string;
  issued_on: string;
  due_on: string;
  total_cents: number;
  paid_cents: number;
}

const COLUMNS = 'id, number, issued_on::text, due_on::text, total_cents, paid_cents';

export function invoiceJson(row: InvoiceRow, today = new Date().toISOString().slice(0, 10)) {
  const outstanding = row.total_cents - row.paid_cents;
  return {
    id: row.id,
    invoiceNumber: row.number,
    issuedOn: row.issued_on,
    dueOn: row.due_on,
    total: money(row.total_cents),
    paid: money(row.paid_cents),
    outstanding: money(outstanding),
    status: outstanding === 0 ? 'paid' : row.due_on < today ? 'overdue' : 'open',
  };
}

async function invoiceOf(q: Queryable, customerId: string, ref: string, lock = false) {
  const { rows } = await q.query<InvoiceRow>(
    `SELECT ${COLUMNS} FROM invoices WHERE customer_id = $1 AND (id = $2 OR number = $2)${lock ? ' FOR UPDATE' : ''}`,
    [customerId, ref],
  );
  if (!rows[0]) throw new ReplyError(404, `No invoice ${ref}`);
  return rows[0];
}

/** A client's idempotency key (`Idempotency-Key` header, or `idempotencyKey` in the body), if it sent one; a malformed one is refused. */
function idempotencyKey(headers: Record<string, string | string[] | undefined>, body: unknown): string | undefined {
  const inBody = body && typeof body === 'object' ? (body as { idempotencyKey?: unknown }).idempotencyKey : undefined;
  const raw = headers['idempotency-key'] ?? (inBody === undefined ? undefined : String(inBody));
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !/^[\x21-\x7e]{8,255}$/.test(key)) {
    throw new ReplyError(400, 'Idempotency-Key must be 8 to 255 visible characters');
  }
  return key;
}

interface PaymentRow {
  id: string;
  invoice_id: string;
  amount_cents: number;
  card_id: string | null;
  psp_reference: string | null;
}

/**
 * A new card's payment names the payment service's authorisation (its `pspReference`); the back end takes it only
 * when that service holds it as an Authorised, uncancelled payment of exactly this amount for this invoice's number,
 * and no invoice payment has used it yet (409): one authorisation pays once.
 */
async function checkAuthorisation(tx: Queryable, pspReference: string, invoice: InvoiceRow, amount: number) {
  const { rows } = await tx.query<{
    merchant_reference: string;
    amount_cents: number;
    result_code: string;
    cancelled_at: Date | null;
  }>(
    'SELECT merchant_reference, amount_cents, result_code, cancelled_at FROM adyen_payments WHERE psp_reference = $1',
    [pspReference],
  );
  const payment = rows[0];
  if (!payment) throw new ReplyError(400, `No card payment ${pspReference}`);
  if (payment.result_code !== 'Authorised')
    throw new ReplyError(400, `Card payment ${pspReference} was not authorised`);
  if (payment.cancelled_at) throw new ReplyError(400, `Card payment ${pspReference} was cancelled`);
  if (payment.merchant_reference !== invoice.number) {
    throw new ReplyError(400, `Card payment ${pspReference} is not for invoice ${invoice.number}`);
  }
  if (payment.amount_cents !== amount) {
    throw new ReplyError(
      400,
      `Card payment ${pspReference} is for ${(payment.amount_cents / 100).toFixed(2)}, not ${(amount / 100).toFixed(2)}`,
    );
  }
  const used = await tx.query('SELECT 1 FROM invoice_payments WHERE psp_reference = $1', [pspReference]);
  if (used.rows.length) throw new ReplyError(409, `Card payment ${pspReference} has already paid an invoice`);
}

const UNIQUE_VIOLATION = '23505';

/**
 * Invoices of the signed-in (usually business) customer: `GET invoice/recent?limit` newest first, and
 * `POST invoice/payment` `{ invoice, amount, card?, pspReference?, reference?, idempotencyKey? }` (cents, at most what
 * is outstanding; `card` one of the customer's saved cards, or `pspReference` the payment service's authorisation of
 * a new card for exactly this amount with the invoice's number as its reference, never used before) recording a
 * payment. With an idempotency key (the `Idempotency-Key` header or
 * `idempotencyKey`) a payment happens once: the same
 * key again answers the payment it made (the invoice as it is now), and the key with a different payment is 409. A
 * paid invoice is 409.
 */
export function registerInvoiceRoutes(router: Router, { db }: BackendDeps): void {
  router.get('/invoice/recent', async (context) => {
    const customerId = await requireCustomer(db, context.headers);
    const { limit } = readQuery(context, z.object({ limit: z.coerce.number().int().min(1).max(100).default(10) }));
    const { rows } = await db.query<InvoiceRow>(
      `SELECT ${COLUMNS} FROM invoices WHERE customer_id = $1 ORDER BY issued_on DESC, number DESC LIMIT $2`,
      [customerId, limit],
    );
    return { json: { invoices: rows.map((row) => invoiceJson(row)) } };
  });
  router.post('/invoice/payment', async (context) => {
    const customerId = await requireCustomer(db, context.headers);
    const key = idempotencyKey(context.headers, context.body);
    const body = readBody(
      context,
      z.object({
        invoice: z.string({ error: 'invoice is required' }).trim().min(1).max(50),
        amount: z.number({ error: 'amount is required (cents)' }).int('amount must be whole cents').positive(),
        card: z.string().trim().min(1).max(100).optional(),
        pspReference: z.string().trim().min(1).max(64).optional(),
        reference: z.string().trim().max(100).optional(),
        idempotencyKey: z.unknown().optional(),
      }),
    );
    if (body.card && body.pspReference) throw new ReplyError(400, 'Pay by a saved card or a card payment, not both');
    const pay = () =>
      db.transaction(async (tx) => {
        // The invoice's lock also serialises two requests with one key: the second finds the first's payment.
        const invoice = await invoiceOf(tx, customerId, body.invoice, true);
        if (key) {
          const { rows } = await tx.query<PaymentRow>(
            'SELECT id, invoice_id, amount_cents, card_id, psp_reference FROM invoice_payments WHERE customer_id = $1 AND idempotency_key = $2',
            [customerId, key],
          );
          const prior = rows[0];
          if (prior) {
            if (
              prior.invoice_id !== invoice.id ||
              prior.amount_cents !== body.amount ||
              prior.card_id !== (body.card ?? null) ||
              prior.psp_reference !== (body.pspReference ?? null)
            ) {
              throw new ReplyError(409, 'This Idempotency-Key was already used for a different payment');
            }
            return { paymentId: prior.id, amount: prior.amount_cents, invoice };
          }
        }
        if (body.card) {
          const card = await tx.query('SELECT 1 FROM saved_cards WHERE id = $1 AND customer_id = $2', [
            body.card,
            customerId,
          ]);
          if (!card.rows.length) throw new ReplyError(404, `No saved card ${body.card}`);
        }
        const outstanding = invoice.total_cents - invoice.paid_cents;
        if (outstanding === 0) throw new ReplyError(409, `Invoice ${invoice.number} is already paid`);
        if (body.amount > outstanding) {
          throw new ReplyError(400, `amount exceeds the outstanding ${(outstanding / 100).toFixed(2)}`);
        }
        if (body.pspReference) await checkAuthorisation(tx, body.pspReference, invoice, body.amount);
        const paymentId = randomUUID();
        await tx.query(
          `INSERT INTO invoice_payments (id, invoice_id, amount_cents, reference, customer_id, card_id, idempotency_key,
             psp_reference)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            paymentId,
            invoice.id,
            body.amount,
            body.reference ?? `WEB-${paymentId.slice(0, 8).toUpperCase()}`,
            customerId,
            body.card ?? null,
            key ?? null,
            body.pspReference ?? null,
          ],
        );
        await tx.query('UPDATE invoices SET paid_cents = paid_cents + $1 WHERE id = $2', [body.amount, invoice.id]);
        return { paymentId, amount: body.amount, invoice: await invoiceOf(tx, customerId, invoice.id) };
      });
    let result: Awaited<ReturnType<typeof pay>>;
    try {
      result = await pay();
    } catch (error) {
      // Two first uses of one key on different invoices at once: the loser finds the winner's payment. Two keys with
      // one authorisation at once: the loser finds it used (409).
      if ((error as { code?: unknown }).code !== UNIQUE_VIOLATION) throw error;
      result = await pay();
    }
    return {
      json: { paymentId: result.paymentId, amount: money(result.amount), invoice: invoiceJson(result.invoice) },
    };
  });
}
