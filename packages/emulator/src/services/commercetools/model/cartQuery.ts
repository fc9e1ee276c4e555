import type { Database } from '../../../db/database';
import { listCarts } from './cartDoc';
import { cartJson } from './cartJson';
import { viewCart } from './cartStore';
import type { Owner } from './owner';
import { pageOf, type QueryArgs } from './paging';

/**
 * A page of carts as their views (`me.carts` and REST `GET /me/carts` for an owner, the Admin API's `carts` for
 * none: every cart), `where` and `sort` on their REST JSON.
 */
export async function queryCarts(db: Database, owner: Owner | null, origin: string, args: QueryArgs) {
  const views = await Promise.all((await listCarts(db, owner)).map((doc) => viewCart(db, doc, origin)));
  return pageOf(views, cartJson, args);
}
