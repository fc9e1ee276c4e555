import 'server-only';
import { type Customer, GraphQLResponseError, HttpError, LOYALTY_UPDATE_FAILED_MESSAGE } from '@bookshop/sdk';
import { type AccountRowKey, accountRows, customerKind } from '@bookshop/sdk/rules';
import { cache } from 'react';
import { changedElsewhere, type DetailUpdate } from '../account/detailFields';
import { shopperBookshop } from '../bookshop';

/**
 * The signed-in customer with everything the account area shows, or `null` for a visitor. Read once per request:
 * the account layout's guard and the page below it share the answer.
 */
export const accountCustomer = cache(async (): Promise<Customer | null> => (await shopperBookshop()).customer.me());

/**
 * Whether this customer may change a row (spec A6, from the SDK's `accountRows`): a business customer may not change
 * Name, Email or Delivery Address, and no one changes ABN. Every write of those rows asks this first, whatever the
 * browser sent.
 */
export function accountRowEditable(customer: Customer, key: AccountRowKey): boolean {
  return accountRows(customerKind(customer)).some((row) => row.key === key && row.visible && row.editable);
}

/** What became of a details row's save. */
export type DetailSaveResult =
  | {
      ok: true;
      customer: Customer;
      /** The row's values another window had stored after this editor opened, which this save replaced. */
      replaced?: Record<string, string>;
    }
  | { ok: false; reason: 'loyalty-refused' | 'loyalty-unavailable' | 'email-taken'; message: string };

/** Shown when the new email belongs to another account (the commerce service refuses a duplicate). */
export const EMAIL_TAKEN_MESSAGE = 'There is already an account with this email';

const isDuplicateEmail = (error: unknown) =>
  (error instanceof GraphQLResponseError || error instanceof HttpError) && error.code === 'DuplicateField';

/**
 * Saves one details row for the signed-in customer, through the SDK's profile helpers: each sends the customer's
 * version and, on a version conflict, the same actions again with the current one, so saves of different rows from
 * two windows both land. An email change goes to the loyalty service first and stops there if it refuses (spec A4).
 * The caller has checked that the customer may change the row ({@link accountRowEditable}).
 */
export async function saveAccountDetail(customer: Customer, update: DetailUpdate): Promise<DetailSaveResult> {
  const { customer: api } = await shopperBookshop();
  const replaced = changedElsewhere(customer, update);
  let saved: Customer | undefined;
  switch (update.field) {
    case 'name':
      saved = await api.updateName(customer, {
        title: update.title,
        firstName: update.firstName,
        lastName: update.lastName,
      });
      break;
    case 'phone':
      saved = await api.updatePhone(customer, update.phone);
      break;
    case 'birthday':
      saved = await api.updateBirthday(customer, update.dateOfBirth);
      break;
    case 'gender':
      saved = await api.updateGender(customer, update.gender);
      break;
    case 'email': {
      let outcome: Awaited<ReturnType<typeof api.updateEmail>>;
      try {
        outcome = await api.updateEmail(customer, update.email);
      } catch (error) {
        if (isDuplicateEmail(error)) return { ok: false, reason: 'email-taken', message: EMAIL_TAKEN_MESSAGE };
        throw error;
      }
      if (!outcome.ok) {
        return outcome.reason === 'loyalty-refused'
          ? { ok: false, reason: 'loyalty-refused', message: LOYALTY_UPDATE_FAILED_MESSAGE }
          : { ok: false, reason: 'loyalty-unavailable', message: 'Email is unavailable, please try again later' };
      }
      saved = outcome.customer;
      break;
    }
  }
  // The SDK answers no customer only when the one it was given has no version, which `me()` always gives.
  if (!saved) throw new Error('The customer update was skipped: the customer has no version');
  return replaced ? { ok: true, customer: saved, replaced } : { ok: true, customer: saved };
}
