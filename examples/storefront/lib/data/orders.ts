import 'server-only';
import type { StoreLocation } from '@bookshop/sdk';
import { bookshop, shopperBookshop } from '../bookshop';
import {
  CLICK_AND_COLLECT,
  commerceOrderDetail,
  commerceOrderSummary,
  mergeOrderHistories,
  type OrderDetailView,
  type OrderSummary,
  shopOrderDetail,
  shopOrderSummary,
} from '../orders/orderView';
import { accountCustomer } from './account';
import { withFallback } from './fallback';

/** Orders on one page of the order history. */
export const ORDERS_PAGE_SIZE = 10;
/**
 * The most recent orders the history reaches: the back end's `ns-orders/recent` takes a limit of at most 100, and
 * past its newest 100 the two histories could no longer be merged in order.
 */
export const MAX_RECENT_ORDERS = 100;
/** An order number or id as either system writes them (`SO0001001`, `nso-10000001-1`, `100042`); else none. */
const ORDER_REF = /^[A-Za-z0-9-]{1,40}$/;

/** One page of the order history: its orders, its number and whether a next page exists. */
export interface OrderPage {
  orders: OrderSummary[];
  page: number;
  hasNext: boolean;
}

/** The page a `?page=` parameter asks for: a whole number from 1 to the last page the history can fill, else 1. */
export function orderPageNumber(raw: string | string[] | undefined, size = ORDERS_PAGE_SIZE): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (!text || !/^\d{1,4}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= Math.ceil(MAX_RECENT_ORDERS / size) ? page : 1;
}

/**
 * Cuts page `page` from the newest orders, which were read one past its end so that a next page shows itself; the
 * history reaches {@link MAX_RECENT_ORDERS}, so there is no page after those.
 */
export function pageOfOrders(newest: OrderSummary[], page: number, size = ORDERS_PAGE_SIZE): OrderPage {
  const end = page * size;
  return { orders: newest.slice(end - size, end), page, hasNext: newest.length > end && end < MAX_RECENT_ORDERS };
}

/**
 * The signed-in customer's order history, page `page` (newest first); `null` for a visitor. It merges the back end's
 * orders (`ns-orders/recent`, in store and online once imported) with commerce's online orders, each order once
 * (`mergeOrderHistories`). Both are read to the page's end plus one: the newest n of the merged history are among the
 * newest n of each. Not cached: one shopper's own.
 */
export async function recentOrders(page: number): Promise<OrderPage | null> {
  if (!(await accountCustomer())) return null;
  const limit = Math.min(page * ORDERS_PAGE_SIZE + 1, MAX_RECENT_ORDERS);
  const client = await shopperBookshop();
  const [shop, online] = await Promise.all([
    client.backend.orders.recent({ limit }),
    client.orders.list({ limit, offset: 0 }),
  ]);
  const merged = mergeOrderHistories(shop.map(shopOrderSummary), online.results.map(commerceOrderSummary));
  return pageOfOrders(merged, page);
}

/** The stores a Click & Collect order names; an order still shows (by its address) while they cannot be read. */
const storeLocations = () =>
  withFallback<StoreLocation[]>('the store list', () => bookshop().backend.instore.locations(), []);

/**
 * One of the signed-in customer's orders by its number; `null` for a visitor, a malformed number, or an order that
 * is not theirs: both systems look orders up within the session's customer, so another's order is simply none. The
 * back end's copy of an online order wins, as in the history.
 */
export async function customerOrder(number: string): Promise<OrderDetailView | null> {
  if (!ORDER_REF.test(number) || !(await accountCustomer())) return null;
  const client = await shopperBookshop();
  const [shop, online] = await Promise.all([client.backend.orders.get(number), client.orders.get(number)]);
  if (shop) return shopOrderDetail(shop);
  return (
    online &&
    commerceOrderDetail(
      online,
      online.shippingInfo?.shippingMethod?.key === CLICK_AND_COLLECT ? await storeLocations() : [],
    )
  );
}
