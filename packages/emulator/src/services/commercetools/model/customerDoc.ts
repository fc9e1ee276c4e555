import type { Queryable } from '../../../db/database';
import type { StoredAddress } from '../../../seed/accountProfiles';

/** A customer as a document, the way commercetools stores it and update actions change it. */
export interface CustomerDoc {
  id: string;
  version: number;
  key: string | null;
  email: string;
  customerNumber: string;
  firstName: string | null;
  lastName: string | null;
  title: string | null;
  companyName: string | null;
  groupKey: string | null;
  groupName: string | null;
  externalId: string | null;
  dateOfBirth: string | null;
  addresses: StoredAddress[];
  shippingAddressIds: string[];
  billingAddressIds: string[];
  defaultShippingAddressId: string | null;
  defaultBillingAddressId: string | null;
  customTypeKey: string | null;
  customFields: Record<string, unknown>;
  isEmailVerified: boolean;
  passwordHash: string;
  createdAt: string;
  lastModifiedAt: string;
}

interface CustomerRow {
  id: string;
  version: number;
  key: string | null;
  email: string;
  password_hash: string;
  customer_number: string;
  first_name: string | null;
  last_name: string | null;
  title: string | null;
  company_name: string | null;
  group_key: string | null;
  group_name: string | null;
  external_id: string | null;
  date_of_birth: string | null;
  addresses: StoredAddress[];
  shipping_address_ids: string[];
  billing_address_ids: string[];
  default_shipping_address_id: string | null;
  default_billing_address_id: string | null;
  custom_type_key: string | null;
  custom_fields: Record<string, unknown>;
  is_email_verified: boolean;
  created_at: Date;
  last_modified_at: Date;
}

const SELECT = `SELECT id, version, key, email, password_hash, customer_number, first_name, last_name, title, company_name,
  group_key, group_name, external_id, to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, addresses,
  shipping_address_ids, billing_address_ids, default_shipping_address_id, default_billing_address_id,
  custom_type_key, custom_fields, is_email_verified, created_at, last_modified_at FROM customers`;

const toDoc = (row: CustomerRow): CustomerDoc => ({
  id: row.id,
  version: row.version,
  key: row.key,
  email: row.email,
  customerNumber: row.customer_number,
  firstName: row.first_name,
  lastName: row.last_name,
  title: row.title,
  companyName: row.company_name,
  groupKey: row.group_key,
  groupName: row.group_name,
  externalId: row.external_id,
  dateOfBirth: row.date_of_birth,
  addresses: row.addresses,
  shippingAddressIds: row.shipping_address_ids,
  billingAddressIds: row.billing_address_ids,
  defaultShippingAddressId: row.default_shipping_address_id,
  defaultBillingAddressId: row.default_billing_address_id,
  customTypeKey: row.custom_type_key,
  customFields: row.custom_fields,
  isEmailVerified: row.is_email_verified,
  passwordHash: row.password_hash,
  createdAt: new Date(row.created_at).toISOString(),
  lastModifiedAt: new Date(row.last_modified_at).toISOString(),
});

/** Loads a customer; `forUpdate` locks the row until the transaction ends. */
export async function loadCustomer(q: Queryable, id: string, forUpdate = false): Promise<CustomerDoc | null> {
  const { rows } = await q.query<CustomerRow>(`${SELECT} WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ? toDoc(rows[0]) : null;
}

/** Writes a changed customer back as the next version and answers the stored document. */
export async function saveCustomer(q: Queryable, doc: CustomerDoc): Promise<CustomerDoc> {
  const { rows } = await q.query<{ version: number; last_modified_at: Date }>(
    `UPDATE customers SET version = version + 1, email = $2, first_name = $3, last_name = $4, title = $5,
       company_name = $6, date_of_birth = $7, addresses = $8, shipping_address_ids = $9, billing_address_ids = $10,
       default_shipping_address_id = $11, default_billing_address_id = $12, custom_fields = $13,
       is_email_verified = $14, last_modified_at = now()
     WHERE id = $1 AND version = $15 RETURNING version, last_modified_at`,
    [
      doc.id,
      doc.email,
      doc.firstName,
      doc.lastName,
      doc.title,
      doc.companyName,
      doc.dateOfBirth,
      JSON.stringify(doc.addresses),
      doc.shippingAddressIds,
      doc.billingAddressIds,
      doc.defaultShippingAddressId,
      doc.defaultBillingAddressId,
      JSON.stringify(doc.customFields),
      doc.isEmailVerified,
      doc.version,
    ],
  );
  const saved = rows[0];
  if (!saved) throw new Error(`customer ${doc.id} changed under a row lock`);
  return { ...doc, version: saved.version, lastModifiedAt: new Date(saved.last_modified_at).toISOString() };
}

/** Every customer, oldest first (at most 500: the Admin API's `customers` pages over these). */
export async function listCustomers(q: Queryable): Promise<CustomerDoc[]> {
  const { rows } = await q.query<CustomerRow>(`${SELECT} ORDER BY created_at, id LIMIT 500`);
  return rows.map(toDoc);
}

/** A customer by key, or null. */
export async function findCustomerByKey(q: Queryable, key: string): Promise<CustomerDoc | null> {
  const { rows } = await q.query<CustomerRow>(`${SELECT} WHERE key = $1`, [key]);
  return rows[0] ? toDoc(rows[0]) : null;
}
