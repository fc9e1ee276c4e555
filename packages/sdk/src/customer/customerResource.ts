import type { TokenStore } from '../auth/tokenStore';
import type { GraphQLClient } from '../commercetools/graphqlClient';
import { createUpdateQueue } from '../commercetools/updateQueue';
import { conflictPause } from '../commercetools/withVersionRetry';
import type { BookshopConfig } from '../config';
import {
  AuthError,
  ConcurrentModificationError,
  GraphQLResponseError,
  HttpError,
  SIGN_IN_REQUIRED_MESSAGE,
} from '../errors';
import type { CustomerFieldsFragment, MyCustomerUpdateAction } from '../generated/graphql';
import { MyCustomerDocument, UpdateMyCustomerDocument } from '../generated/graphql';
import { customFieldValue } from '../rules/customFieldValue';
import type { NoInput, RequestOptions } from '../transport/http';
import { requireObject } from '../transport/wire';

/** The signed-in customer as the account area reads it. */
export type Customer = CustomerFieldsFragment;

/** The signed-in customer's profile (commercetools `me`). */
export interface CustomerResource {
  /**
   * The signed-in customer, or `null` for an anonymous shopper (known from the stored token, without a request).
   *
   * @example
   * ```ts
   * const customer = await bookshop.customer.me();
   * if (customer) console.log(`Welcome back, ${customer.firstName}`);
   * await bookshop.customer.me(undefined, { signal: AbortSignal.timeout(2000) }); // no input: options come second
   * ```
   */
  me(input?: NoInput, options?: RequestOptions): Promise<Customer | null>;
  /**
   * Applies update actions in one request (`updateMyCustomer`). On a version conflict the same actions are sent
   * again with the current version, a bounded number of times (`versionRetries`, 5 by default), and then the
   * `ConcurrentModificationError` is thrown.
   *
   * Given the actions alone, the version is the newest this client has seen for the signed-in customer, read with
   * `me()` when it has seen none; an anonymous shopper gets an {@link AuthError}. Given `{ version, actions }`, that
   * version is sent, or a newer one this client has since seen for the customer (a concurrent update of its own moved
   * it on); without a version nothing is sent: the problem is logged and the result is `undefined` (spec A5).
   *
   * @example
   * ```ts
   * await bookshop.customer.update([{ setFirstName: { firstName: 'Ruth' } }]);
   * await bookshop.customer.update({ version: customer.version, actions: [{ setLastName: { lastName: 'Lee' } }] });
   * ```
   */
  update(
    input: MyCustomerUpdateAction[] | { version: number | null | undefined; actions: MyCustomerUpdateAction[] },
    options?: RequestOptions,
  ): Promise<Customer | undefined>;
  /**
   * Applies the update actions `plan` makes from the customer, in one request, and on a version conflict plans again
   * from the customer as it is now (read with `me()`) instead of re-sending: what a plan does depends on the customer
   * it was made from (the first address gets a delivery and a billing copy, a default is set only where there is
   * none), so re-sending it after someone else's change would do what no one asked for. Tries at most
   * `versionRetries` more times, then throws the `ConcurrentModificationError`. A plan with no actions sends nothing
   * and resolves to the customer it was made from; a customer without a version sends nothing (logged, spec A5).
   *
   * @example
   * ```ts
   * await bookshop.customer.updatePlanned(customer, (current) =>
   *   current.firstName ? [] : [{ setFirstName: { firstName: 'Ruth' } }],
   * );
   * ```
   */
  updatePlanned(
    customer: Customer,
    plan: (customer: Customer) => MyCustomerUpdateAction[],
    options?: RequestOptions,
  ): Promise<Customer | undefined>;
  /**
   * Title, first name and surname in one request.
   *
   * @example
   * ```ts
   * await bookshop.customer.updateName(customer, { title: 'Mrs', firstName: 'Grace', lastName: 'Lee' });
   * ```
   */
  updateName(
    customer: Customer,
    name: { title: string; firstName: string; lastName: string },
    options?: RequestOptions,
  ): Promise<Customer | undefined>;
  /**
   * Sets the date of birth, `YYYY-MM-DD`.
   *
   * @example
   * ```ts
   * await bookshop.customer.updateBirthday(customer, '1980-02-29');
   * ```
   */
  updateBirthday(customer: Customer, dateOfBirth: string, options?: RequestOptions): Promise<Customer | undefined>;
  /**
   * Sets the phone custom field (sent as escaped JSON text, as commercetools expects).
   *
   * @example
   * ```ts
   * await bookshop.customer.updatePhone(customer, '0412345678');
   * ```
   */
  updatePhone(customer: Customer, phone: string, options?: RequestOptions): Promise<Customer | undefined>;
  /**
   * Sets the gender custom field (sent as escaped JSON text, as commercetools expects).
   *
   * @example
   * ```ts
   * await bookshop.customer.updateGender(customer, 'Female');
   * ```
   */
  updateGender(customer: Customer, gender: string, options?: RequestOptions): Promise<Customer | undefined>;
  /**
   * Changes the email, but only after the loyalty and reviews service (Yotpo) accepted it for the customer's
   * `externalId` (spec A4). A refusal is logged and answered with the message shoppers see; a failed loyalty request
   * is logged and nothing is changed. If commerce then does not make the change (it refuses an email in use, say, or
   * its answer is lost and it still has the old email), the loyalty service is given the old email back before the
   * error is thrown.
   *
   * @example
   * ```ts
   * const outcome = await bookshop.customer.updateEmail(customer, 'grace.new@example.com');
   * if (!outcome.ok && outcome.reason === 'loyalty-refused') toast.error(outcome.message);
   * ```
   */
  updateEmail(customer: Customer, email: string, options?: RequestOptions): Promise<EmailChangeOutcome>;
}

/** What became of an email change: done, or stopped by the loyalty service (with the shopper-facing message). */
export type EmailChangeOutcome =
  | { ok: true; customer: Customer | undefined }
  | { ok: false; reason: 'loyalty-refused'; message: string }
  | { ok: false; reason: 'loyalty-unavailable' };

/**
 * Shown when the loyalty service refuses an email change (spelt as the product spells it).
 *
 * @example
 * ```ts
 * const outcome = await bookshop.customer.updateEmail(customer, 'new@example.com');
 * if (!outcome.ok && outcome.reason === 'loyalty-refused') toast.error(LOYALTY_UPDATE_FAILED_MESSAGE);
 * ```
 */
export const LOYALTY_UPDATE_FAILED_MESSAGE =
  'Something went wrong while updating customer in yotpo.Please contact customer suport';

/** How long putting the old email back at the loyalty service may take, after commerce did not change it. */
const EMAIL_UNDO_TIMEOUT_MS = 5000;

/** Commerce certainly did not make the change: it answered with a refusal rather than no answer. */
const commerceRefused = (error: unknown) =>
  error instanceof GraphQLResponseError ||
  error instanceof ConcurrentModificationError ||
  (error instanceof HttpError && error.status >= 400 && error.status < 500);

/** The loyalty call the email change waits for (`backend.loyalty.updateCustomer`). */
export type LoyaltyUpdate = (
  input: { id: string; email: string },
  options?: RequestOptions,
) => Promise<{ success: boolean }>;

/**
 * A customer's custom field value as it was stored (commercetools keeps JSON values).
 *
 * @example
 * ```ts
 * const wantsCatalogues = customField(customer, 'printed_catalogs') === true;
 * ```
 */
export function customField(customer: Pick<Customer, 'custom'>, name: string): unknown {
  return customer.custom?.customFieldsRaw?.find((field) => field.name === name)?.value;
}

/** What the customer resource works over, besides the configuration. */
export interface CustomerDependencies {
  /** Commerce GraphQL as the session's shopper. */
  graphql: GraphQLClient;
  /** The session's tokens: who is signed in. */
  tokenStore: TokenStore;
  /** The loyalty call an email change waits for. */
  loyalty: LoyaltyUpdate;
}

/** `bookshop.customer`: the signed-in customer's profile, over commerce GraphQL with the shared update queue. */
export function createCustomerResource(
  config: Pick<BookshopConfig, 'versionRetries' | 'commercetools' | 'logger'>,
  { graphql, tokenStore, loyalty }: CustomerDependencies,
): CustomerResource {
  const { logger } = config;
  const queue = createUpdateQueue(config);
  const me: CustomerResource['me'] = async (_input, options) => {
    if (!(await tokenStore.get())?.customerId) return null;
    const data = await graphql(MyCustomerDocument, {}, options);
    return data.me.customer ?? null;
  };
  /** The version the actions-only form sends: this client's newest for the customer, else `me()`'s. */
  const knownVersion = async (customerId: string | undefined, options?: RequestOptions) => {
    if (customerId === undefined) throw new AuthError(SIGN_IN_REQUIRED_MESSAGE, 'not_signed_in');
    const known = queue.known(customerId);
    if (known !== undefined) return known;
    const customer = await me(undefined, options);
    if (!customer) throw new AuthError(SIGN_IN_REQUIRED_MESSAGE, 'not_signed_in');
    return customer.version;
  };
  const update: CustomerResource['update'] = async (input, options) => {
    const customerId = (await tokenStore.get())?.customerId;
    const actions = Array.isArray(input) ? input : input.actions;
    // A version read by `me()` may be older than one a queued update returned; the queue sends the newer.
    const version = Array.isArray(input) ? await knownVersion(customerId, options) : input.version;
    if (typeof version !== 'number') {
      logger.error('Customer update skipped: the customer version is missing', { actions });
      return undefined;
    }
    // Keyed by customer, so one client serving several shoppers never carries one's version over to another.
    return queue(
      customerId,
      version,
      async (current) => {
        const data = await graphql(UpdateMyCustomerDocument, { version: current, actions }, options);
        return data.updateMyCustomer ?? undefined;
      },
      options?.signal,
    );
  };
  const updatePlanned: CustomerResource['updatePlanned'] = async (customer, plan, options) => {
    const customerId = (await tokenStore.get())?.customerId;
    let current = customer;
    for (let attempt = 0; ; attempt++) {
      const actions = plan(current);
      if (!actions.length) return current;
      if (typeof current.version !== 'number') {
        logger.error('Customer update skipped: the customer version is missing', { actions });
        return undefined;
      }
      try {
        return await queue(
          customerId,
          current.version,
          async (version) =>
            (await graphql(UpdateMyCustomerDocument, { version, actions }, options)).updateMyCustomer ?? undefined,
          options?.signal,
          { asPlanned: true },
        );
      } catch (error) {
        if (!(error instanceof ConcurrentModificationError) || attempt >= config.versionRetries) throw error;
        await conflictPause(attempt);
        const fresh = await me(undefined, options);
        if (!fresh) throw error;
        current = fresh;
      }
    }
  };
  // The profile helpers read the version from the customer they are given (spec: without one, nothing is sent).
  const profile = (customer: Customer, method: string) =>
    requireObject(customer, `customer.${method}`, 'the customer as the SDK returned it first');
  return {
    update,
    updatePlanned,
    me,
    async updateName(customer, name, options) {
      const { version } = profile(customer, 'updateName');
      const { title, firstName, lastName } = requireObject(name, 'customer.updateName', 'the name second');
      const actions = [{ setTitle: { title } }, { setFirstName: { firstName } }, { setLastName: { lastName } }];
      return update({ version, actions }, options);
    },
    async updateBirthday(customer, dateOfBirth, options) {
      const { version } = profile(customer, 'updateBirthday');
      return update({ version, actions: [{ setDateOfBirth: { dateOfBirth } }] }, options);
    },
    async updatePhone(customer, phone, options) {
      const actions = [{ setCustomField: { name: 'phone', value: customFieldValue(phone) } }];
      return update({ version: profile(customer, 'updatePhone').version, actions }, options);
    },
    async updateGender(customer, gender, options) {
      const actions = [{ setCustomField: { name: 'gender', value: customFieldValue(gender) } }];
      return update({ version: profile(customer, 'updateGender').version, actions }, options);
    },
    async updateEmail(customer, email, options) {
      profile(customer, 'updateEmail');
      const loyaltyId = customer.externalId ?? customer.id;
      let accepted: boolean;
      try {
        accepted = (await loyalty({ id: loyaltyId, email }, options)).success;
      } catch (error) {
        // The caller's abort is theirs to see, not a loyalty outage.
        if (options?.signal?.aborted) throw error;
        logger.error(error instanceof Error ? error.message : String(error));
        return { ok: false, reason: 'loyalty-unavailable' };
      }
      if (!accepted) {
        logger.error(LOYALTY_UPDATE_FAILED_MESSAGE);
        return { ok: false, reason: 'loyalty-refused', message: LOYALTY_UPDATE_FAILED_MESSAGE };
      }
      try {
        return {
          ok: true,
          customer: await update({ version: customer.version, actions: [{ changeEmail: { email } }] }, options),
        };
      } catch (error) {
        // The loyalty service already has the new email. If commerce kept the old one, put it back there too, or the
        // two services would disagree about who the shopper is. A refusal is certain; after a lost answer (an abort,
        // a timeout, a network or server failure) commerce may have made the change, so it is asked. Both calls carry
        // their own short deadline, not the caller's signal, which may be spent.
        const deadline = () => ({ signal: AbortSignal.timeout(EMAIL_UNDO_TIMEOUT_MS) });
        const keptOld = commerceRefused(error)
          ? true
          : await me(undefined, deadline()).then(
              (current) => (current ? current.email !== email : undefined),
              () => undefined,
            );
        const failed = (why: string) => logger.error(`Loyalty email of ${loyaltyId} may not match commerce: ${why}`);
        if (keptOld === undefined) failed('commerce could not be read after the change failed');
        else if (keptOld) {
          await loyalty({ id: loyaltyId, email: customer.email }, deadline()).then(
            ({ success }) => (success ? undefined : failed('the loyalty service refused the old email back')),
            (undoError: unknown) => failed(undoError instanceof Error ? undoError.message : String(undoError)),
          );
        }
        throw error;
      }
    },
  };
}
