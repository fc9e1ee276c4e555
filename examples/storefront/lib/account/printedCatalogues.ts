import { type Customer, customField } from '@bookshop/sdk';
import { PRINTED_CATALOGS_FIELD } from '@bookshop/sdk/rules';

/** Whether the customer asked for printed catalogues (custom field `printed_catalogs`, a JSON boolean). */
export const wantsPrintedCatalogues = (customer: Pick<Customer, 'custom'>): boolean =>
  customField(customer, PRINTED_CATALOGS_FIELD) === true;

/** Whether the customer has a default delivery address, which printed catalogues are posted to. */
export const hasDeliveryAddress = (customer: Pick<Customer, 'defaultShippingAddressId'>): boolean =>
  !!customer.defaultShippingAddressId;

/**
 * The customer as they are once `printed_catalogs` is `wanted`: what the preferences section shows while the save is
 * in flight.
 */
export function withPrintedCatalogues(customer: Customer, wanted: boolean): Customer {
  const fields = (customer.custom?.customFieldsRaw ?? []).filter((field) => field.name !== PRINTED_CATALOGS_FIELD);
  return { ...customer, custom: { customFieldsRaw: [...fields, { name: PRINTED_CATALOGS_FIELD, value: wanted }] } };
}
