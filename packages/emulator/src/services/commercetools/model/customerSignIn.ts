import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../../db/database';
import type { StoredAddress } from '../../../seed/accountProfiles';
import { hashPassword } from '../../../seed/passwords';
import { CommercetoolsError, invalidInput } from '../errors';
import { authenticateCustomer } from '../oauth/authenticateCustomer';
import type { LoginThrottle } from '../oauth/loginThrottle';
import { newAddressId, readAddressInput } from './address';
import { findActiveCart, lockCartById, saveCart } from './cartDoc';
import { mergeAnonymousCart, viewCart } from './cartStore';
import { loadCustomer } from './customerDoc';
import { customerSource } from './customerView';
import type { Owner } from './owner';

type Draft = Record<string, unknown>;

const SIGN_IN_MODES = ['MergeWithExistingCustomerCart', 'UseAsNewActiveCustomerCart'] as const;
type SignInMode = (typeof SIGN_IN_MODES)[number];

function asDraft(body: unknown, name: string): Draft {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw invalidInput(`Request body does not contain valid JSON: a ${name} object is expected.`);
  return body as Draft;
}

function text(draft: Draft, field: string, { required = false, max = 256 } = {}): string | null {
  const value = draft[field];
  if (value == null) {
    if (required) throw invalidInput(`Request body does not contain valid JSON: '${field}' is missing.`);
    return null;
  }
  if (typeof value !== 'string' || value.length > max || (required && !value))
    throw invalidInput(`Request body does not contain valid JSON: '${field}' must be a text of at most ${max}.`);
  return value;
}

/**
 * Hands what an anonymous session made to the customer, as commercetools does when a customer signs in or up with
 * an anonymous session's token: its active cart (merged into the customer's active cart, or used instead of it), then
 * every other cart and order of the session.
 */
async function assignAnonymousSession(
  tx: Queryable,
  anonymousId: string,
  customer: { id: string; email: string },
  mode: SignInMode,
): Promise<void> {
  const anonymous: Owner = { customerId: null, anonymousId };
  const active = await findActiveCart(tx, anonymous, true);
  if (active && mode === 'MergeWithExistingCustomerCart') {
    await mergeAnonymousCart(tx, customer.id, active.id);
  } else if (active) {
    const cart = await lockCartById(tx, active.id);
    if (cart) await saveCart(tx, { ...cart, customerId: customer.id });
  }
  await tx.query(
    `UPDATE carts SET customer_id = $1, version = version + 1 WHERE anonymous_id = $2 AND customer_id IS NULL`,
    [customer.id, anonymousId],
  );
  await tx.query('UPDATE orders SET customer_id = $1 WHERE anonymous_id = $2 AND customer_id IS NULL', [
    customer.id,
    anonymousId,
  ]);
}

/**
 * `POST /me/login` (`MyCustomerSignin`: `email`, `password`, `activeCartSignInMode`, `updateProductData`): checks the
 * credentials (throttled like the password flow) and, with an anonymous session's token, hands the session's carts
 * and orders to the customer. Wrong credentials are commercetools' `InvalidCredentials` (400).
 */
export async function signMeIn(
  db: Database,
  throttle: LoginThrottle,
  session: { clientId: string; anonymousId: string | null },
  body: unknown,
): Promise<string> {
  const draft = asDraft(body, 'MyCustomerSignin');
  const email = text(draft, 'email', { required: true }) as string;
  const password = text(draft, 'password', { required: true, max: 1000 }) as string;
  const mode = (draft.activeCartSignInMode ?? 'MergeWithExistingCustomerCart') as SignInMode;
  if (!SIGN_IN_MODES.includes(mode))
    throw invalidInput(`'activeCartSignInMode' must be one of ${SIGN_IN_MODES.join(', ')}.`);
  if (draft.updateProductData != null && typeof draft.updateProductData !== 'boolean')
    throw invalidInput("'updateProductData' must be true or false.");
  const result = await authenticateCustomer(db, throttle, { identifier: email, password, client: session.clientId });
  if (!result.ok && result.reason === 'throttled') {
    throw new CommercetoolsError(
      'TooManyRequests',
      `Too many failed sign-in attempts. Try again in ${result.retryAfterSeconds} seconds.`,
      {},
      429,
    );
  }
  if (!result.ok) throw new CommercetoolsError('InvalidCredentials', 'Account with the given credentials not found.');
  const { anonymousId } = session;
  if (anonymousId) {
    await db.transaction((tx) =>
      assignAnonymousSession(tx, anonymousId, { id: result.customerId, email: result.email }, mode),
    );
  }
  return result.customerId;
}

/** Fields of `MyCustomerDraft` the emulated customer has no place for. */
const UNSUPPORTED = ['middleName', 'salutation', 'vatId', 'custom', 'locale', 'stores'];

/** `defaultShippingAddress` / `defaultBillingAddress`: an index into the draft's addresses. */
function addressIndex(draft: Draft, field: string, count: number): number | null {
  const value = draft[field];
  if (value == null) return null;
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) >= count)
    throw invalidInput(`'${field}' must be the index of one of the draft's addresses.`);
  return value as number;
}

/**
 * `POST /me/signup` (`MyCustomerDraft`): a new customer with a new customer number; with an anonymous session's
 * token, the session's carts and orders become theirs. An email in use (in any case) is `DuplicateField`.
 */
export async function signMeUp(db: Database, session: { anonymousId: string | null }, body: unknown): Promise<string> {
  return createCustomer(db, session.anonymousId, asDraft(body, 'MyCustomerDraft'), 'MyCustomerDraft');
}

/** Fields of the Admin API's `CustomerDraft`, beyond `MyCustomerDraft`'s, the emulated customer has no place for. */
const UNSUPPORTED_ADMIN = [
  'customerNumber',
  'externalId',
  'customerGroup',
  'customerGroupAssignments',
  'isEmailVerified',
  'anonymousCartId',
  'anonymousCart',
  'shippingAddresses',
  'billingAddresses',
  'authenticationMode',
];

/**
 * `POST /{projectKey}/customers` (the Admin API's `CustomerDraft`, which `key` and `anonymousId` join): the same new
 * customer as a sign-up; the carts and orders of the draft's `anonymousId` become theirs.
 */
export async function signUpCustomer(db: Database, body: unknown): Promise<string> {
  const draft = asDraft(body, 'CustomerDraft');
  for (const field of UNSUPPORTED_ADMIN) {
    if (draft[field] != null)
      throw new CommercetoolsError('NotImplemented', `CustomerDraft.${field} is not implemented by the emulator`);
  }
  const anonymousId = text(draft, 'anonymousId', { max: 256 });
  return createCustomer(db, anonymousId, draft, 'CustomerDraft');
}

async function createCustomer(
  db: Database,
  anonymousId: string | null,
  draft: Draft,
  draftName: 'MyCustomerDraft' | 'CustomerDraft',
): Promise<string> {
  const email = (text(draft, 'email', { required: true }) as string).trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw invalidInput(`'${email}' is not a valid email address.`);
  const password = text(draft, 'password', { required: true, max: 128 }) as string;
  for (const field of UNSUPPORTED) {
    if (draft[field] != null)
      throw new CommercetoolsError('NotImplemented', `${draftName}.${field} is not implemented by the emulator`);
  }
  // `key` is the Admin API's; MyCustomerDraft has none, and commercetools ignores what a draft does not define.
  const key = draftName === 'CustomerDraft' ? text(draft, 'key', { max: 256 }) : null;
  if (key !== null && !/^[A-Za-z0-9_-]{2,256}$/.test(key))
    throw invalidInput(`'${key.slice(0, 80)}' is not a valid key: 2 to 256 letters, digits, '-' or '_'.`);
  const dateOfBirth = text(draft, 'dateOfBirth', { max: 10 });
  if (dateOfBirth !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || Number.isNaN(Date.parse(dateOfBirth))))
    throw invalidInput(`'${dateOfBirth}' is not a valid date (YYYY-MM-DD).`);
  const rawAddresses = draft.addresses ?? [];
  if (!Array.isArray(rawAddresses) || rawAddresses.length > 50)
    throw invalidInput("'addresses' must be a list of at most 50 addresses.");
  const addresses: StoredAddress[] = rawAddresses.map((address) =>
    readAddressInput(asDraft(address, 'BaseAddress'), newAddressId()),
  );
  const shipping = addressIndex(draft, 'defaultShippingAddress', addresses.length);
  const billing = addressIndex(draft, 'defaultBillingAddress', addresses.length);
  const fields = {
    firstName: text(draft, 'firstName'),
    lastName: text(draft, 'lastName'),
    title: text(draft, 'title'),
    companyName: text(draft, 'companyName'),
  };
  const passwordHash = await hashPassword(password);
  const duplicate = () =>
    new CommercetoolsError('DuplicateField', 'There is already an existing customer with the provided email.', {
      field: 'email',
      duplicateValue: email,
    });
  const id = randomUUID();
  try {
    await db.transaction(async (tx) => {
      const { rows: taken } = await tx.query('SELECT 1 FROM customers WHERE lower(email) = lower($1)', [email]);
      if (taken.length) throw duplicate();
      if (key !== null) {
        const { rows: keyTaken } = await tx.query('SELECT 1 FROM customers WHERE key = $1', [key]);
        if (keyTaken.length)
          throw new CommercetoolsError('DuplicateField', `A duplicate value '"${key}"' exists for field 'key'.`, {
            field: 'key',
            duplicateValue: key,
          });
      }
      const shippingId = shipping === null ? null : (addresses[shipping] as StoredAddress).id;
      const billingId = billing === null ? null : (addresses[billing] as StoredAddress).id;
      await tx.query(
        `INSERT INTO customers (id, key, email, password_hash, customer_number, first_name, last_name, title, company_name,
           date_of_birth, addresses, shipping_address_ids, billing_address_ids, default_shipping_address_id,
           default_billing_address_id, created_at)
         VALUES ($1, $14, $2, $3, nextval('customer_numbers')::text, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now())`,
        [
          id,
          email,
          passwordHash,
          fields.firstName ?? '',
          fields.lastName ?? '',
          fields.title,
          fields.companyName,
          dateOfBirth,
          JSON.stringify(addresses),
          shippingId ? [shippingId] : [],
          billingId ? [billingId] : [],
          shippingId,
          billingId,
          key,
        ],
      );
      if (anonymousId) {
        await assignAnonymousSession(tx, anonymousId, { id, email }, 'MergeWithExistingCustomerCart');
      }
    });
  } catch (error) {
    // Two sign-ups with one email at once: the unique index refuses the second.
    if ((error as { code?: string }).code === '23505') throw duplicate();
    throw error;
  }
  return id;
}

/** `CustomerSignInResult` as GraphQL sources: the customer, and their active cart (null when they have none). */
export async function signInResult(db: Database, customerId: string, origin: string) {
  const customer = await loadCustomer(db, customerId);
  if (!customer) throw new Error(`customer ${customerId} vanished after signing in`);
  const cart = await findActiveCart(db, { customerId, anonymousId: null });
  return { customer: customerSource(customer), cart: cart ? await viewCart(db, cart, origin) : null };
}
