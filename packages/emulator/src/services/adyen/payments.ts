import { randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Database, Queryable } from '../../db/database';
import { ReplyError, type RequestContext, type Router } from '../../http/router';
import { pinHash } from '../backend/giftCards';
import { brandOf, DECLINED_HOLDER_NAME, luhnValid, TEST_CARDS } from './testCards';

/** Adyen's 16-character PSP reference. */
export const newPspReference = () =>
  `${Date.now().toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`.slice(0, 16);

/** Adyen's error answer: `{ status, errorCode, message, errorType }`. */
export const adyenError = (status: number, errorCode: string, message: string, errorType = 'validation') =>
  new ReplyError(status, message, { body: { status, errorCode, message, errorType } });

const scheme = z.object({
  type: z.literal('scheme'),
  number: z
    .string()
    .regex(/^\d{12,19}$/)
    .optional(),
  expiryMonth: z
    .string()
    .regex(/^(0?[1-9]|1[0-2])$/)
    .optional(),
  expiryYear: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  cvc: z
    .string()
    .regex(/^\d{3,4}$/)
    .optional(),
  holderName: z.string().max(100).optional(),
  storedPaymentMethodId: z.string().min(1).max(100).optional(),
});
const giftcard = z.object({
  type: z.literal('giftcard'),
  brand: z.string().min(1).max(40),
  number: z.string().regex(/^[A-Za-z0-9-]{4,40}$/),
  cvc: z.string().regex(/^\d{4,8}$/),
});

const paymentRequest = z.object({
  merchantAccount: z.string().min(1).max(80),
  reference: z.string().min(1).max(80),
  amount: z.object({ value: z.number().int().positive().max(100_000_000), currency: z.string().regex(/^[A-Z]{3}$/) }),
  paymentMethod: z.discriminatedUnion('type', [scheme, giftcard]),
  shopperEmail: z.string().max(256).optional(),
  shopperReference: z.string().max(256).optional(),
  shopperInteraction: z.string().optional(),
  recurringProcessingModel: z.string().optional(),
});
type PaymentRequest = z.infer<typeof paymentRequest>;

const cancelRequest = z.object({
  merchantAccount: z.string().min(1).max(80),
  reference: z.string().max(80).optional(),
});

/** The body, or Adyen's 422 naming the first field it cannot take. */
function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw adyenError(
      422,
      '702',
      `Structure of PaymentRequest contains the following unknown fields or invalid values: ${issue?.path.join('.') ?? 'body'}`,
    );
  }
  return parsed.data;
}

interface Outcome {
  resultCode: 'Authorised' | 'Refused';
  refusalReason?: string;
  refusalReasonCode?: string;
  brand: string;
  last4?: string;
  giftCardCode?: string;
  balanceAfter?: number;
}

const refused = (reason: string, code: string, brand: string, last4?: string): Outcome => ({
  resultCode: 'Refused',
  refusalReason: reason,
  refusalReasonCode: code,
  brand,
  last4,
});

/** A typed card: its number must pass Luhn (else 422); the test list decides, and an expired card is refused. */
function typedCard(method: z.infer<typeof scheme>, now: Date): Outcome {
  const number = method.number as string;
  if (!luhnValid(number)) throw adyenError(422, '101', 'Invalid card number');
  if (!method.expiryMonth || !method.expiryYear) throw adyenError(422, '129', 'Expiry Date Invalid');
  if (!method.cvc) throw adyenError(422, '103', 'CVC is not the right length');
  const known = TEST_CARDS.find((card) => card.number === number);
  const brand = known?.brand ?? brandOf(number);
  const last4 = number.slice(-4);
  const endOfMonth = Date.UTC(Number(method.expiryYear), Number(method.expiryMonth), 1);
  if (endOfMonth <= now.getTime()) return refused('Expired Card', '6', brand, last4);
  if (method.holderName?.trim().toUpperCase() === DECLINED_HOLDER_NAME) return refused('Refused', '2', brand, last4);
  if (!known || known.result === 'Refused') return refused('Refused', '2', brand, last4);
  return { resultCode: 'Authorised', brand, last4 };
}

/** A stored card of the shopper (`shopperReference` is the customer's id): the back end's saved cards. */
async function storedCard(tx: Queryable, request: PaymentRequest, id: string): Promise<Outcome> {
  const { rows } = await tx.query<{ brand: string; last4: string; expiry_month: number; expiry_year: number }>(
    'SELECT brand, last4, expiry_month, expiry_year FROM saved_cards WHERE id = $1 AND customer_id = $2',
    [id, request.shopperReference ?? ''],
  );
  const card = rows[0];
  if (!card) throw adyenError(422, '800', 'Contract not found');
  if (Date.UTC(card.expiry_year, card.expiry_month, 1) <= Date.now()) {
    return refused('Expired Card', '6', card.brand, card.last4);
  }
  return { resultCode: 'Authorised', brand: card.brand, last4: card.last4 };
}

/**
 * A gift card of the back end, its `cvc` the PIN: debited by the amount when its balance covers it, refused 'Not
 * enough balance' otherwise (a partial payment asks for the balance and pays the rest another way).
 */
async function giftCardPayment(
  tx: Queryable,
  method: z.infer<typeof giftcard>,
  amount: PaymentRequest['amount'],
): Promise<Outcome> {
  const code = method.number.toUpperCase();
  const { rows } = await tx.query<{
    code: string;
    pin_hash: string;
    balance_cents: number;
    currency: string;
    expires_on: string;
    pin_failures: number;
  }>(
    'SELECT code, pin_hash, balance_cents, currency, expires_on::text, pin_failures FROM gift_cards WHERE code = $1 FOR UPDATE',
    [code],
  );
  const card = rows[0];
  const last4 = code.slice(-4);
  if (!card) return refused('Invalid Card Number', '8', method.brand, last4);
  if (card.pin_failures >= 5) return refused('Blocked Card', '3', method.brand, last4);
  if (!timingSafeEqual(Buffer.from(pinHash(card.code, method.cvc)), Buffer.from(card.pin_hash))) {
    return refused('Invalid Pin', '12', method.brand, last4);
  }
  if (card.expires_on < new Date().toISOString().slice(0, 10)) return refused('Expired Card', '6', method.brand, last4);
  if (card.currency !== amount.currency) return refused('Currency not supported', '14', method.brand, last4);
  if (card.balance_cents < amount.value) return refused('Not enough balance', '12', method.brand, last4);
  const balanceAfter = card.balance_cents - amount.value;
  await tx.query('UPDATE gift_cards SET balance_cents = $1 WHERE code = $2', [balanceAfter, card.code]);
  return { resultCode: 'Authorised', brand: method.brand, last4, giftCardCode: card.code, balanceAfter };
}

async function authorise(tx: Queryable, request: PaymentRequest): Promise<Record<string, unknown>> {
  const method = request.paymentMethod;
  let outcome: Outcome;
  if (method.type === 'giftcard') outcome = await giftCardPayment(tx, method, request.amount);
  else if (method.storedPaymentMethodId) outcome = await storedCard(tx, request, method.storedPaymentMethodId);
  else if (method.number) outcome = typedCard(method, new Date());
  else throw adyenError(422, '000', 'Missing payment method details: number or storedPaymentMethodId');
  const pspReference = newPspReference();
  await tx.query(
    `INSERT INTO adyen_payments (psp_reference, merchant_account, merchant_reference, method, brand, last4, gift_card_code,
       amount_cents, currency, shopper_email, shopper_reference, result_code, refusal_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      pspReference,
      request.merchantAccount,
      request.reference,
      method.type,
      outcome.brand,
      outcome.last4 ?? null,
      outcome.giftCardCode ?? null,
      request.amount.value,
      request.amount.currency,
      request.shopperEmail ?? null,
      request.shopperReference ?? null,
      outcome.resultCode,
      outcome.refusalReason ?? null,
    ],
  );
  return {
    pspReference,
    resultCode: outcome.resultCode,
    merchantReference: request.reference,
    amount: request.amount,
    paymentMethod: { type: method.type, brand: outcome.brand },
    ...(outcome.refusalReason
      ? { refusalReason: outcome.refusalReason, refusalReasonCode: outcome.refusalReasonCode }
      : {}),
    additionalData: {
      ...(outcome.last4 ? { cardSummary: outcome.last4 } : {}),
      ...(outcome.balanceAfter !== undefined
        ? { currentBalanceValue: String(outcome.balanceAfter), currentBalanceCurrency: request.amount.currency }
        : {}),
    },
  };
}

/**
 * Cancels an authorisation that was not captured: a gift card's debit goes back on the card. Cancelling twice (a
 * retry) changes nothing more; Adyen answers `received` either way.
 */
async function cancel(tx: Queryable, merchantAccount: string, paymentPspReference: string, reference?: string) {
  const { rows } = await tx.query<{
    result_code: string;
    cancelled_at: Date | null;
    gift_card_code: string | null;
    amount_cents: number;
  }>(
    `SELECT result_code, cancelled_at, gift_card_code, amount_cents FROM adyen_payments
     WHERE psp_reference = $1 AND merchant_account = $2 FOR UPDATE`,
    [paymentPspReference, merchantAccount],
  );
  const payment = rows[0];
  if (!payment) throw adyenError(422, '167', 'Original pspReference required for this operation');
  if (payment.result_code === 'Authorised' && !payment.cancelled_at) {
    await tx.query('UPDATE adyen_payments SET cancelled_at = now() WHERE psp_reference = $1', [paymentPspReference]);
    if (payment.gift_card_code) {
      await tx.query('UPDATE gift_cards SET balance_cents = balance_cents + $1 WHERE code = $2', [
        payment.amount_cents,
        payment.gift_card_code,
      ]);
    }
  }
  return {
    merchantAccount,
    paymentPspReference,
    pspReference: newPspReference(),
    ...(reference ? { reference } : {}),
    status: 'received',
  };
}

const idempotencyKey = (context: RequestContext) => {
  const header = context.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (key !== undefined && (key.length < 1 || key.length > 64)) {
    throw adyenError(422, '702', 'Idempotency-Key must be 1 to 64 characters');
  }
  return key;
};

/**
 * Runs a request once per `Idempotency-Key` (per merchant account): the first request with the key claims it in
 * the same transaction as its work, so a concurrent request with the key waits for it and then answers its stored
 * response; a later retry answers it too. Without a key, every request is new.
 */
async function once(
  db: Database,
  merchantAccount: string,
  key: string | undefined,
  status: number,
  work: (tx: Queryable) => Promise<Record<string, unknown>>,
): Promise<{ status: number; json: unknown }> {
  return db.transaction(async (tx) => {
    if (key) {
      const claimed = await tx.query(
        `INSERT INTO adyen_idempotency (merchant_account, key) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING key`,
        [merchantAccount, key],
      );
      if (!claimed.rows.length) {
        const { rows } = await tx.query<{ status: number; response: unknown }>(
          'SELECT status, response FROM adyen_idempotency WHERE merchant_account = $1 AND key = $2',
          [merchantAccount, key],
        );
        const prior = rows[0];
        if (prior?.response) return { status: prior.status, json: prior.response };
        throw adyenError(422, '704', 'A request with this Idempotency-Key is already in progress');
      }
    }
    const json = await work(tx);
    if (key) {
      await tx.query(
        'UPDATE adyen_idempotency SET status = $3, response = $4 WHERE merchant_account = $1 AND key = $2',
        [merchantAccount, key, status, JSON.stringify(json)],
      );
    }
    return { status, json };
  });
}

/** Adyen's API key header: any non-empty key is taken (the emulator has one merchant), none is Adyen's 401. */
function requireApiKey(context: RequestContext) {
  const key = context.headers['x-api-key'];
  if (!key || (Array.isArray(key) ? !key[0] : !key.trim())) {
    throw adyenError(401, '000', 'HTTP Status Response - Unauthorized', 'security');
  }
}

/**
 * Adyen's Checkout API (v71): `POST /v71/payments` authorises a card (typed, or a stored one by
 * `storedPaymentMethodId` and `shopperReference`) or a gift card (`type: 'giftcard'`, the PIN as `cvc`), answering
 * `{ pspReference, resultCode: 'Authorised' | 'Refused', refusalReason? }`; `POST /v71/payments/{pspReference}/cancels`
 * cancels one (201 `status: 'received'`). Both honour `Idempotency-Key`. A development-only
 * `GET /dev/payments?reference=` lists a merchant reference's payments, for tests.
 */
export function registerPaymentRoutes(router: Router, db: Database): void {
  router.post('/v71/payments', async (context) => {
    requireApiKey(context);
    const request = parse(paymentRequest, context.body);
    return once(db, request.merchantAccount, idempotencyKey(context), 200, (tx) => authorise(tx, request));
  });
  router.post('/v71/payments/:pspReference/cancels', async (context) => {
    requireApiKey(context);
    const request = parse(cancelRequest, context.body);
    const psp = String(context.params.pspReference).slice(0, 64);
    return once(db, request.merchantAccount, idempotencyKey(context), 201, (tx) =>
      cancel(tx, request.merchantAccount, psp, request.reference),
    );
  });
  router.get('/dev/payments', async (context) => {
    const reference = context.url.searchParams.get('reference')?.slice(0, 80);
    if (!reference) throw adyenError(422, '702', 'reference is required');
    const { rows } = await db.query<{
      psp_reference: string;
      method: string;
      brand: string | null;
      last4: string | null;
      amount_cents: number;
      currency: string;
      result_code: string;
      refusal_reason: string | null;
      cancelled_at: Date | null;
    }>(
      `SELECT psp_reference, method, brand, last4, amount_cents, currency, result_code, refusal_reason, cancelled_at
       FROM adyen_payments WHERE merchant_reference = $1 ORDER BY created_at, psp_reference`,
      [reference],
    );
    return {
      json: {
        payments: rows.map((row) => ({
          pspReference: row.psp_reference,
          type: row.method,
          brand: row.brand,
          last4: row.last4,
          amount: { value: row.amount_cents, currency: row.currency },
          resultCode: row.result_code,
          refusalReason: row.refusal_reason,
          cancelled: row.cancelled_at !== null,
        })),
      },
    };
  });
}
