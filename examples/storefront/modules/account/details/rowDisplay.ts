import type { Customer } from '@bookshop/sdk';
import { type AccountRowKey, formatDate } from '@bookshop/sdk/rules';
import { customerAbn, detailValues } from '@/lib/account/detailFields';

type Address = Customer['addresses'][number];

const COUNTRY_NAMES: Readonly<Record<string, string>> = { AU: 'Australia', NZ: 'New Zealand' };

/**
 * An address on one line, as the Delivery Address row shows it: 'Level 4, 88 Macquarie Street, Sydney NSW 2000,
 * Australia'. Parts that are not set are left out.
 */
export function addressLine(address: Address): string {
  const street = [address.streetNumber, address.streetName].filter(Boolean).join(' ');
  const area = [address.state ?? address.region, address.postalCode].filter(Boolean).join(' ');
  const place = [address.city, area].filter(Boolean).join(' ');
  const parts = [
    address.building,
    address.pOBox ? `PO Box ${address.pOBox}` : null,
    street,
    address.additionalStreetInfo,
    place,
    COUNTRY_NAMES[address.country] ?? address.country,
  ];
  return parts.filter(Boolean).join(', ');
}

/** The customer's default delivery address on one line, or '' when there is none. */
export function deliveryAddressLine(customer: Customer): string {
  const id = customer.defaultShippingAddressId;
  const address = id ? customer.addresses.find((entry) => entry.id === id) : undefined;
  return address ? addressLine(address) : '';
}

/**
 * What a details row shows for a customer, or '' when it holds nothing (the row then reads 'Default {label} not set').
 * Birthdays read DD/MM/YYYY (spec A9).
 */
export function rowDisplay(customer: Customer, key: AccountRowKey): string {
  const values = detailValues(customer);
  switch (key) {
    case 'name':
      return [values.name.title, values.name.firstName, values.name.lastName].filter(Boolean).join(' ');
    case 'phone':
      return values.phone.phone;
    case 'email':
      return values.email.email;
    case 'deliveryAddress':
      return deliveryAddressLine(customer);
    case 'abn':
      return customerAbn(customer);
    case 'birthday':
      return formatDate(values.birthday.dateOfBirth);
    case 'gender':
      return values.gender.gender;
  }
}

/** The row's line when it holds nothing (spec A2). */
export const notSetLine = (label: string) => `Default ${label} not set`;
