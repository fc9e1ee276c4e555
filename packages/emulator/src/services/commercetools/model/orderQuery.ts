import type { Database } from '../../../db/database';
import { orderJson } from './cartJson';
import { listOrders, orderSource } from './orderStore';
import type { Owner } from './owner';
import { pageOf, type QueryArgs } from './paging';

/**
 * A page of orders as their sources (`me.orders` and REST `GET /me/orders` for an owner, the Admin API's `orders`
 * for none: every order), `where` and `sort` on their REST JSON.
 */
export async function queryOrders(db: Database, owner: Owner | null, origin: string, args: QueryArgs) {
  const sources = (await listOrders(db, owner)).map((order) => orderSource(order, origin));
  return pageOf(sources, orderJson, args);
}
