import type { Database } from '../../../db/database';
import { CommercetoolsError, resourceNotFound } from '../errors';
import { applyCustomerActions } from './customerActions';
import { type CustomerDoc, loadCustomer, saveCustomer } from './customerDoc';
import { checkActionCount } from './updateActions';
import { checkVersion } from './versioned';

/**
 * `updateMyCustomer`: in one transaction, locks the customer's row, checks the version, applies every action and
 * stores the next version. Parallel updates with the same version: exactly one wins, the others get
 * ConcurrentModification with the version they should retry with.
 */
export async function updateCustomer(
  db: Database,
  customerId: string,
  version: number,
  actions: Record<string, unknown>[],
): Promise<CustomerDoc> {
  checkActionCount(actions);
  return db.transaction(async (tx) => {
    const doc = await loadCustomer(tx, customerId, true);
    if (!doc) throw resourceNotFound(`The Customer with ID '${customerId}' was not found.`);
    checkVersion(doc.id, version, doc.version);
    const next = applyCustomerActions(doc, actions);
    if (next.email.toLowerCase() !== doc.email.toLowerCase()) {
      const { rows } = await tx.query('SELECT 1 FROM customers WHERE lower(email) = lower($1) AND id <> $2', [
        next.email,
        doc.id,
      ]);
      if (rows.length) {
        throw new CommercetoolsError(
          'DuplicateField',
          `There is already an existing customer with the provided email.`,
          { field: 'email', duplicateValue: next.email },
        );
      }
    }
    return saveCustomer(tx, next);
  });
}
