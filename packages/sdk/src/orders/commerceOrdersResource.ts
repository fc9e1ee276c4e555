import type { GraphQLClient } from '../commercetools/graphqlClient';
import type { BookshopConfig } from '../config';
import type { OrderFieldsFragment } from '../generated/graphql';
import { MyOrderDocument, MyOrdersDocument } from '../generated/graphql';
import type { RequestOptions } from '../transport/http';

/**
 * An order the shopper placed online (a commercetools order): its lines, charges, shipping address and method (the
 * method's key `click-and-collect` marks a Click & Collect order), the payments commerce holds for it and each
 * delivery's parcels with their tracking data.
 */
export type CommerceOrder = OrderFieldsFragment;

/** A page of the customer's online orders, newest first. */
export interface CommerceOrderPage {
  total: number;
  offset: number;
  count: number;
  results: CommerceOrder[];
}

/** The page the order history reads when none is given. */
const ORDER_PAGE = { limit: 20, offset: 0 } as const;
/** commercetools answers at most 500 resources a page and refuses offsets past 10,000. */
const MAX_LIMIT = 500;
const MAX_OFFSET = 10_000;

const wholeNumber = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? Math.trunc(value) : min));

/**
 * The signed-in customer's online orders (commercetools `me.orders` and `me.order`), the ones checkout creates with
 * `createMyOrderFromCart`. The shop's order system keeps its own history (`bookshop.backend.orders`). Without a
 * signed-in customer every method raises `AuthError` (`SIGN_IN_REQUIRED_MESSAGE`), and once the customer's session
 * has ended `SESSION_ENDED_MESSAGE`: never an anonymous shopper's empty history in place of the customer's.
 */
export interface CommerceOrdersResource {
  /**
   * A page of the customer's online orders, newest first (20 from offset 0 by default; a limit is kept within 1 to
   * 500 and an offset within 0 to 10,000, as commercetools allows).
   *
   * @example
   * ```ts
   * const { results, total } = await bookshop.orders.list({ limit: 10, offset: 0 });
   * ```
   */
  list(page?: { limit?: number; offset?: number }, options?: RequestOptions): Promise<CommerceOrderPage>;
  /**
   * One of the customer's online orders by its order number, or `null` when the customer has none by that number
   * (another customer's order reads as none).
   *
   * @example
   * ```ts
   * const order = await bookshop.orders.get('100042');
   * const tracking = order?.shippingInfo?.deliveries.flatMap((delivery) => delivery.parcels) ?? [];
   * ```
   */
  get(orderNumber: string, options?: RequestOptions): Promise<CommerceOrder | null>;
}

/**
 * One of the session's own orders by its number, or `null` when it has none by that number. The one reader of an
 * order by number: the order history's (a signed-in customer's client) and checkout's confirmation (any session's,
 * a guest's included) both read through it.
 */
export async function readMyOrder(
  graphql: GraphQLClient,
  locale: string,
  orderNumber: string,
  options?: RequestOptions,
): Promise<CommerceOrder | null> {
  // An empty number would ask for no order at all; the service would refuse the query rather than find none.
  if (!orderNumber) return null;
  return (await graphql(MyOrderDocument, { orderNumber, locale }, options)).me.order ?? null;
}

export function createCommerceOrdersResource(config: BookshopConfig, graphql: GraphQLClient): CommerceOrdersResource {
  const locale = config.locale;
  return {
    async list({ limit = ORDER_PAGE.limit, offset = ORDER_PAGE.offset } = {}, options) {
      const variables = { limit: wholeNumber(limit, 1, MAX_LIMIT), offset: wholeNumber(offset, 0, MAX_OFFSET), locale };
      const page = (await graphql(MyOrdersDocument, variables, options)).me.orders;
      return { total: page.total, offset: page.offset, count: page.count, results: page.results };
    },
    get: (orderNumber, options) => readMyOrder(graphql, locale, orderNumber, options),
  };
}
