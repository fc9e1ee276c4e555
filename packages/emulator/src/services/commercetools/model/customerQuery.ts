import type { Database } from '../../../db/database';
import { listCustomers } from './customerDoc';
import { customerJson } from './customerJson';
import { customerSource } from './customerView';
import { pageOf, type QueryArgs } from './paging';

/** A page of every customer as their sources (the Admin API's, over REST and GraphQL), `where` and `sort` on their REST JSON. */
export async function queryCustomers(db: Database, args: QueryArgs) {
  const sources = (await listCustomers(db)).map(customerSource);
  return pageOf(sources, customerJson, args);
}
