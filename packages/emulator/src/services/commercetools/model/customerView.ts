import { CUSTOMER_CUSTOM_TYPE } from '../../../seed/accountProfiles';
import type { CustomerDoc } from './customerDoc';
import { initiator, reference } from './viewFields';

const GROUP_CREATED = '2015-01-01T00:00:00.000Z';

/** The custom fields of a resource as `CustomFieldsType`; `customFieldsRaw` is resolved from `fields`. */
export function customFieldsSource(typeKey: string | null, fields: Record<string, unknown>) {
  if (!typeKey) return null;
  return { typeRef: reference('type', `type-${typeKey}`), fields };
}

/** A customer as the GraphQL `Customer` type's source object. */
export function customerSource(doc: CustomerDoc) {
  const addresses = doc.addresses.map((address) => ({ ...address }));
  const byId = (id: string | null) => addresses.find((address) => address.id === id) ?? null;
  const group = doc.groupKey
    ? {
        id: `group-${doc.groupKey}`,
        version: 1,
        key: doc.groupKey,
        name: doc.groupName ?? doc.groupKey,
        createdAt: GROUP_CREATED,
        lastModifiedAt: GROUP_CREATED,
        custom: null,
        createdBy: null,
        lastModifiedBy: null,
      }
    : null;
  return {
    id: doc.id,
    version: doc.version,
    key: doc.key,
    customerNumber: doc.customerNumber,
    externalId: doc.externalId,
    email: doc.email,
    password: `****${doc.passwordHash.slice(-4)}`,
    authenticationMode: 'Password',
    isEmailVerified: doc.isEmailVerified,
    title: doc.title,
    salutation: null,
    firstName: doc.firstName,
    middleName: null,
    lastName: doc.lastName,
    companyName: doc.companyName,
    vatId: null,
    locale: null,
    dateOfBirth: doc.dateOfBirth,
    addresses,
    shippingAddressIds: doc.shippingAddressIds,
    billingAddressIds: doc.billingAddressIds,
    defaultShippingAddressId: doc.defaultShippingAddressId,
    defaultBillingAddressId: doc.defaultBillingAddressId,
    shippingAddresses: doc.shippingAddressIds.map(byId).filter(Boolean),
    billingAddresses: doc.billingAddressIds.map(byId).filter(Boolean),
    defaultShippingAddress: byId(doc.defaultShippingAddressId),
    defaultBillingAddress: byId(doc.defaultBillingAddressId),
    customerGroup: group,
    customerGroupRef: group ? reference('customer-group', group.id) : null,
    customerGroupAssignments: [],
    storesRef: [],
    stores: [],
    custom: customFieldsSource(doc.customTypeKey ?? CUSTOMER_CUSTOM_TYPE.key, doc.customFields),
    createdAt: doc.createdAt,
    lastModifiedAt: doc.lastModifiedAt,
    createdBy: initiator(),
    lastModifiedBy: initiator(),
  };
}
