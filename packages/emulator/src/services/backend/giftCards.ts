import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ReplyError, type Router } from '../../http/router';
import type { BackendDeps } from './deps';
import { money, readQuery } from './query';
import { readBody } from './request';

export const MAX_PIN_FAILURES = 5;

/** The stored form of a gift card pin: a hash bound to the card, never the pin itself. */
export const pinHash = (code: string, pin: string) =>
  createHash('sha256').update(`giftcard:${code}:${pin}`).digest('hex');

interface CardRow {
  code: string;
  kind: string;
  pin_hash: string;
  balance_cents: number;
  currency: string;
  expires_on: string;
  pin_failures: number;
}

const code = z
  .string({ error: 'code is required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{4,40}$/, 'code is not valid');
const mask = (value: string) => `${'•'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;

async function card(q: Queryable, value: string, lock = false): Promise<CardRow | undefined> {
  const { rows } = await q.query<CardRow>(
    `SELECT code, kind, pin_hash, balance_cents, currency, expires_on::text, pin_failures FROM gift_cards WHERE code = $1${lock ? ' FOR UPDATE' : ''}`,
    [value],
  );
  return rows[0];
}

const balanceJson = (row: CardRow) => {
  const expired = row.expires_on < new Date().toISOString().slice(0, 10);
  return {
    code: mask(row.code),
    kind: row.kind,
    balance: money(expired ? 0 : row.balance_cents, row.currency),
    expiresOn: row.expires_on,
    expired,
  };
};

async function isDiscountCode(q: Queryable, value: string): Promise<boolean> {
  // Discount codes live in the commerce tables; ask only when they exist.
  const { rows } = await q.query<{ present: string | null }>(`SELECT to_regclass('discount_codes')::text AS present`);
  if (!rows[0]?.present) return false;
  const found = await q.query('SELECT 1 FROM discount_codes WHERE upper(code) = $1 LIMIT 1', [value]);
  return found.rows.length > 0;
}

/**
 * Gift cards: `GET giftcard/{code}/balance`, `GET giftcard/check-type?code=` (`giftcard`, `discount` or
 * `unknown`, so checkout knows which redemption a code needs) and `POST giftcard/validate-pin` `{ code, pin }`
 * answering `{ valid }` (a wrong pin is data, not an error; after 5 wrong pins the card is locked: 429).
 */
export function registerGiftCardRoutes(router: Router, { db }: BackendDeps): void {
  router.get('/giftcard/:code/balance', async ({ params }) => {
    const parsed = code.safeParse(params.code);
    if (!parsed.success) throw new ReplyError(400, 'code is not valid');
    const row = await card(db, parsed.data);
    if (!row) throw new ReplyError(404, 'Gift card not found');
    return { json: balanceJson(row) };
  });
  router.get('/giftcard/check-type', async (context) => {
    const { code: value } = readQuery(context, z.object({ code }));
    const type = (await card(db, value)) ? 'giftcard' : (await isDiscountCode(db, value)) ? 'discount' : 'unknown';
    return { json: { code: value, type } };
  });
  router.post('/giftcard/validate-pin', async (context) => {
    const body = readBody(
      context,
      z.object({
        code,
        pin: z
          .string({ error: 'pin is required' })
          .trim()
          .regex(/^\d{4,8}$/, 'pin must be 4 to 8 digits'),
      }),
    );
    const outcome = await db.transaction(async (tx) => {
      const row = await card(tx, body.code, true);
      if (!row) throw new ReplyError(404, 'Gift card not found');
      if (row.pin_failures >= MAX_PIN_FAILURES) {
        throw new ReplyError(
          429,
          'This gift card is locked after too many wrong pins. Please contact customer service.',
        );
      }
      const valid = timingSafeEqual(Buffer.from(pinHash(row.code, body.pin)), Buffer.from(row.pin_hash));
      const failures = valid ? 0 : row.pin_failures + 1;
      await tx.query('UPDATE gift_cards SET pin_failures = $1 WHERE code = $2', [failures, row.code]);
      return { valid, row, remaining: MAX_PIN_FAILURES - failures };
    });
    return {
      json: outcome.valid
        ? { valid: true, ...balanceJson(outcome.row) }
        : { valid: false, attemptsRemaining: outcome.remaining },
    };
  });
}
