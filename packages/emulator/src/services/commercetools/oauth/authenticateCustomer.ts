import type { Queryable } from '../../../db/database';
import { hashPassword, verifyPassword } from '../../../seed/passwords';
import type { LoginThrottle } from './loginThrottle';

export type SignInResult =
  | { ok: true; customerId: string; email: string }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

let dummyHash: Promise<string> | undefined;

/**
 * Checks a customer's credentials. The identifier is an email (any case) or a member number. Throttled per
 * identifier and per client; an unknown identifier costs the same scrypt work as a wrong password.
 */
export async function authenticateCustomer(
  q: Queryable,
  throttle: LoginThrottle,
  input: { identifier: string; password: string; client: string },
): Promise<SignInResult> {
  const identifier = input.identifier.trim();
  const retryAfterSeconds = throttle.retryAfterSeconds(identifier, input.client);
  if (retryAfterSeconds > 0) return { ok: false, reason: 'throttled', retryAfterSeconds };
  const { rows } = await q.query<{ id: string; email: string; password_hash: string }>(
    'SELECT id, email, password_hash FROM customers WHERE lower(email) = lower($1) OR customer_number = $1 LIMIT 1',
    [identifier],
  );
  const customer = rows[0];
  dummyHash ??= hashPassword('not a password of anyone');
  const valid = await verifyPassword(input.password, customer?.password_hash ?? (await dummyHash));
  if (!customer || !valid) {
    throttle.recordFailure(identifier, input.client);
    return { ok: false, reason: 'invalid' };
  }
  throttle.recordSuccess(identifier);
  return { ok: true, customerId: customer.id, email: customer.email };
}
