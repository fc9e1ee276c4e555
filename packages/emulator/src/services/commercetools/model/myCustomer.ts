import type { Database } from '../../../db/database';
import { CommercetoolsError } from '../errors';
import type { Session } from '../oauth/tokenStore';
import { loadCustomer } from './customerDoc';
import { customerSource } from './customerView';
import { requireOwner } from './owner';
import { updateCustomer } from './updateCustomer';

/** The signed-in customer's source (`me.customer`, REST `GET /me`); an anonymous session has none (null). */
export async function myCustomer(db: Database, session: Session) {
  const owner = requireOwner(session);
  if (!owner.customerId) return null;
  const doc = await loadCustomer(db, owner.customerId);
  return doc && customerSource(doc);
}

/** `updateMyCustomer` (REST `POST /me`): only a customer's token (password flow) may change the customer. */
export async function updateMyCustomer(
  db: Database,
  session: Session,
  version: number,
  actions: Record<string, unknown>[],
) {
  const owner = requireOwner(session);
  if (!owner.customerId) {
    throw new CommercetoolsError(
      'insufficient_scope',
      'This action requires a customer token (password flow).',
      {},
      403,
    );
  }
  return customerSource(await updateCustomer(db, owner.customerId, version, actions));
}
