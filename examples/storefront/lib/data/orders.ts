import 'server-only';
import type { ShopOrder } from '@bookshop/sdk';
import { shopperBookshop } from '../bookshop';
import { accountCustomer } from './account';

/** Orders on one page of the order history. */
export const ORDERS_PAGE_SIZE = 10;
/** The most recent orders the back end answers (`ns-orders/recent` takes a limit of at most 100). */
export const MAX_RECENT_ORDERS = 100;
/** An order number or id as the order system writes them (`SO0001001`, `nso-10000001-1`); anything else is none. */
const ORDER_REF = /^[A-Za-z0-9-]{1,40}$/;

/** One page of the order history: its orders, its number and whether a next page exists. */
export interface OrderPage {
  orders: ShopOrder[];
  page: number;
  hasNext: boolean;
}

/** The page a `?page=` parameter asks for: a whole number from 1 to the last page the back end can fill, else 1. */
export function orderPageNumber(raw: string | string[] | undefined, size = ORDERS_PAGE_SIZE): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (!text || !/^\d{1,4}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= Math.ceil(MAX_RECENT_ORDERS / size) ? page : 1;
}

/**
 * Cuts page `page` from the newest orders, which were read one past its end so that a next page shows itself; the
 * back end answers at most {@link MAX_RECENT_ORDERS}, so there is no page after those.
 */
export function pageOfOrders(newest: ShopOrder[], page: number, size = ORDERS_PAGE_SIZE): OrderPage {
  const end = page * size;
  return { orders: newest.slice(end - size, end), page, hasNext: newest.length > end && end < MAX_RECENT_ORDERS };
}

/**
 * The signed-in customer's order history, page `page` (newest first); `null` for a visitor. The back end's recent
 * orders take only a limit, so the page is cut from the newest `page × size + 1`. Not cached: one shopper's own.
 */
export async function recentOrders(page: number): Promise<OrderPage | null> {
  if (!(await accountCustomer())) return null;
  const limit = Math.min(page * ORDERS_PAGE_SIZE + 1, MAX_RECENT_ORDERS);
  const newest = await (await shopperBookshop()).backend.orders.recent({ limit });
  return pageOfOrders(newest, page);
}

/**
 * One of the signed-in customer's orders by its number; `null` for a visitor, a malformed number, or an order that
 * is not theirs (the back end looks orders up within the token's customer, so another's order is simply none).
 */
export async function customerOrder(number: string): Promise<ShopOrder | null> {
  if (!ORDER_REF.test(number) || !(await accountCustomer())) return null;
  return (await shopperBookshop()).backend.orders.get(number);
}
