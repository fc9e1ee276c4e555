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

/**
 * Invoices of the signed-in (usually business) customer: `GET invoice/recent?limit` newest first, and
 * `POST invoice/payment` `{ invoice, amount }` (cents, at most what is outstanding) recording a payment.
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
    const body = readBody(
      context,
      z.object({
        invoice: z.string({ error: 'invoice is required' }).trim().min(1).max(50),
        amount: z.number({ error: 'amount is required (cents)' }).int('amount must be whole cents').positive(),
        reference: z.string().trim().max(100).optional(),
      }),
    );
    const result = await db.transaction(async (tx) => {
      const invoice = await invoiceOf(tx, customerId, body.invoice, true);
      const outstanding = invoice.total_cents - invoice.paid_cents;
      if (body.amount > outstanding) {
        throw new ReplyError(400, `amount exceeds the outstanding ${(outstanding / 100).toFixed(2)}`);
      }
      const paymentId = randomUUID();
      await tx.query('INSERT INTO invoice_payments (id, invoice_id, amount_cents, reference) VALUES ($1, $2, $3, $4)', [
        paymentId,
        invoice.id,
        body.amount,
        body.reference ?? `WEB-${paymentId.slice(0, 8).toUpperCase()}`,
      ]);
      await tx.query('UPDATE invoices SET paid_cents = paid_cents + $1 WHERE id = $2', [body.amount, invoice.id]);
      return { paymentId, invoice: await invoiceOf(tx, customerId, invoice.id) };
    });
    return { json: { paymentId: result.paymentId, amount: money(body.amount), invoice: invoiceJson(result.invoice) } };
  });
}
