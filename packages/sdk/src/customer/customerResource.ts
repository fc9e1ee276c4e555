import type { TokenStore } from '../auth/tokenStore';
import type { GraphQLClient } from '../commercetools/graphqlClient';
import { MyCustomerQuery, UpdateMyCustomerMutation } from '../commercetools/operations/customer';
import { withVersionRetry } from '../commercetools/withVersionRetry';
import type { Logger } from '../config';
import type { CustomerFieldsFragment, MyCustomerUpdateAction } from '../generated/graphql';
import type { RequestOptions } from '../transport/http';

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
   * ```
   */
  me(options?: RequestOptions): Promise<Customer | null>;
  /**
   * Applies update actions in one request (`updateMyCustomer`). On a version conflict the same actions are sent
   * again with the current version, a bounded number of times. Without a version nothing is sent: the problem is
   * logged and the result is `undefined` (spec A5).
   *
   * @example
   * ```ts
   * await bookshop.customer.update({ version: customer.version, actions: [{ setFirstName: { firstName: 'Ruth' } }] });
   * ```
   */
  update(
    input: { version: number | null | undefined; actions: MyCustomerUpdateAction[] },
    options?: RequestOptions,
  ): Promise<Customer | undefined>;
}

export function createCustomerResource(
  graphql: GraphQLClient,
  tokenStore: TokenStore,
  logger: Logger,
  retries: number,
): CustomerResource {
  return {
    async me(options) {
      if (!(await tokenStore.get())?.customerId) return null;
      const data = await graphql(MyCustomerQuery, {}, options);
      return data.me.customer ?? null;
    },
    async update({ version, actions }, options) {
      if (typeof version !== 'number') {
        logger.error('Customer update skipped: the customer version is missing', { actions });
        return undefined;
      }
      const data = await withVersionRetry(
        (current) => graphql(UpdateMyCustomerMutation, { version: current, actions }, options),
        version,
        retries,
      );
      return data.updateMyCustomer ?? undefined;
    },
  };
}
