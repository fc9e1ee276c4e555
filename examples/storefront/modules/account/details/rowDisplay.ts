import { addressBookView } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { type AccountRowKey, formatDate } from '@bookshop/sdk/rules';
import { customerAbn, detailValues } from '@/lib/account/detailFields';

/** The customer's default delivery address on one line (as the address book writes it), or '' when there is none. */
const deliveryAddressLine = (customer: Customer): string => addressBookView(customer).defaultDelivery?.line ?? '';

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
