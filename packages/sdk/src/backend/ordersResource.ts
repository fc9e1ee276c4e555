import type { RequestOptions } from '../transport/http';
import { type BackendRequest, nullWhenNotFound } from './backendRequest';
import { type ShopOrder, wireOrder, wireOrders } from './backendWire';

/** The signed-in customer's orders (`bookshop.backend.orders`). */
export interface OrdersResource {
  /**
   * The signed-in customer's recent orders, newest first (`GET ns-orders/recent`).
   *
   * @example
   * ```ts
   * const orders = await bookshop.backend.orders.recent({ limit: 5 });
   * ```
   */
  recent(input?: { limit?: number }, options?: RequestOptions): Promise<ShopOrder[]>;
  /**
   * One order by id or order number (`GET ns-order`); `null` when the customer has no such order.
   *
   * @example
   * ```ts
   * const order = await bookshop.backend.orders.get('SO0001001');
   * ```
   */
  get(id: string, options?: RequestOptions): Promise<ShopOrder | null>;
}

export function createOrdersResource(backend: BackendRequest): OrdersResource {
  return {
    recent: async ({ limit } = {}, options = {}) =>
      (await backend('ns-orders/recent', wireOrders, { ...options, query: { limit }, signedIn: true })).orders,
    get: (id, options = {}) =>
      nullWhenNotFound(
        backend('ns-order', wireOrder, { ...options, query: { id }, signedIn: true }).then((body) => body.order),
      ),
  };
}
