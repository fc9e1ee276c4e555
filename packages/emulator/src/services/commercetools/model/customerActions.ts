import { z } from 'zod';
import { CUSTOMER_CUSTOM_TYPE } from '../../../seed/accountProfiles';
import { invalidInput, invalidOperation } from '../errors';
import { newAddressId, readAddressInput } from './address';
import type { CustomerDoc } from './customerDoc';
import { singleAction } from './updateActions';

export const CUSTOMER_ACTIONS = [
  'addAddress',
  'changeAddress',
  'removeAddress',
  'addShippingAddressId',
  'addBillingAddressId',
  'removeShippingAddressId',
  'removeBillingAddressId',
  'setDefaultShippingAddress',
  'setDefaultBillingAddress',
  'setCustomField',
  'setFirstName',
  'setLastName',
  'setTitle',
  'setDateOfBirth',
  'changeEmail',
  'setCompanyName',
] as const;

// The storefront's email pattern: local@domain with a top-level part of 2+ letters, or an IP literal.
const EMAIL = /^[^\s@]+@(?:[^\s@]+\.[A-Za-z]{2,}|\[\d{1,3}(?:\.\d{1,3}){3}\])$/;
const isoDate = z.iso.date();
const optionalText = (value: unknown, field: string): string | null => {
  if (value == null || value === '') return null;
  if (typeof value !== 'string' || value.length > 256)
    throw invalidInput(`'${field}' must be text of at most 256 characters.`);
  return value;
};

type Ref = { addressId?: string | null; addressKey?: string | null };
type AddressType = 'shipping' | 'billing';

function findAddressId(doc: CustomerDoc, ref: Ref): string {
  if (!ref.addressId && !ref.addressKey) throw invalidInput('Either addressId or addressKey is required.');
  const found = doc.addresses.find((address) =>
    ref.addressId ? address.id === ref.addressId : address.key === ref.addressKey,
  );
  if (!found) {
    throw invalidOperation(
      ref.addressId
        ? `The customer does not have an address with ID '${ref.addressId}'.`
        : `The customer does not have an address with key '${ref.addressKey}'.`,
    );
  }
  return found.id;
}

const listOf = (type: AddressType) => (type === 'shipping' ? 'shippingAddressIds' : 'billingAddressIds');
const defaultOf = (type: AddressType) => (type === 'shipping' ? 'defaultShippingAddressId' : 'defaultBillingAddressId');

function link(doc: CustomerDoc, type: AddressType, ref: Ref): CustomerDoc {
  const id = findAddressId(doc, ref);
  const list = listOf(type);
  if (doc[list].includes(id)) throw invalidOperation(`The address '${id}' is already a ${type} address.`);
  return { ...doc, [list]: [...doc[list], id] };
}

function unlink(doc: CustomerDoc, type: AddressType, ref: Ref): CustomerDoc {
  const id = findAddressId(doc, ref);
  const list = listOf(type);
  if (!doc[list].includes(id)) throw invalidOperation(`The address '${id}' is not a ${type} address.`);
  const next = { ...doc, [list]: doc[list].filter((entry) => entry !== id) };
  if (doc[defaultOf(type)] === id) next[defaultOf(type)] = null;
  return next;
}

/** A default address is also linked as that type (commercetools adds it to the list when missing). */
function setDefault(doc: CustomerDoc, type: AddressType, ref: Ref): CustomerDoc {
  if (!ref.addressId && !ref.addressKey) return { ...doc, [defaultOf(type)]: null };
  const id = findAddressId(doc, ref);
  const list = listOf(type);
  return { ...doc, [list]: doc[list].includes(id) ? doc[list] : [...doc[list], id], [defaultOf(type)]: id };
}

function setCustomField(doc: CustomerDoc, name: string, value: unknown): CustomerDoc {
  const fields = CUSTOMER_CUSTOM_TYPE.fields as Record<string, string>;
  const expected = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!expected) throw invalidInput(`The field '${name}' does not exist in the type '${CUSTOMER_CUSTOM_TYPE.key}'.`);
  const customFields = { ...doc.customFields };
  if (value == null) {
    delete customFields[name];
    return { ...doc, customFields };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(String(value));
  } catch {
    throw invalidInput(`The value of custom field '${name}' is not valid JSON: ${String(value).slice(0, 80)}`);
  }
  if (typeof parsed !== expected) {
    throw invalidInput(
      `The value '${String(value).slice(0, 80)}' is not valid for field '${name}' (expected ${expected}).`,
    );
  }
  customFields[name] = parsed;
  return { ...doc, customFields };
}

/**
 * Applies `updateMyCustomer` actions to a customer document, in order, the way commercetools does; throws the
 * commercetools error of the first action it would reject. Email uniqueness is checked by the caller.
 */
export function applyCustomerActions(doc: CustomerDoc, actions: Record<string, unknown>[]): CustomerDoc {
  let next = doc;
  for (const action of actions) {
    const [name, input] = singleAction(action, CUSTOMER_ACTIONS);
    const ref = input as Ref;
    switch (name) {
      case 'addAddress': {
        const address = readAddressInput((input.address ?? {}) as Record<string, unknown>, newAddressId());
        if (address.key && next.addresses.some((stored) => stored.key === address.key)) {
          throw invalidOperation(`The customer already has an address with key '${address.key}'.`);
        }
        next = { ...next, addresses: [...next.addresses, address] };
        break;
      }
      case 'changeAddress': {
        const id = findAddressId(next, ref);
        const address = readAddressInput((input.address ?? {}) as Record<string, unknown>, id);
        if (address.key && next.addresses.some((stored) => stored.key === address.key && stored.id !== id)) {
          throw invalidOperation(`The customer already has an address with key '${address.key}'.`);
        }
        next = { ...next, addresses: next.addresses.map((stored) => (stored.id === id ? address : stored)) };
        break;
      }
      case 'removeAddress': {
        const id = findAddressId(next, ref);
        next = {
          ...next,
          addresses: next.addresses.filter((stored) => stored.id !== id),
          shippingAddressIds: next.shippingAddressIds.filter((entry) => entry !== id),
          billingAddressIds: next.billingAddressIds.filter((entry) => entry !== id),
          defaultShippingAddressId: next.defaultShippingAddressId === id ? null : next.defaultShippingAddressId,
          defaultBillingAddressId: next.defaultBillingAddressId === id ? null : next.defaultBillingAddressId,
        };
        break;
      }
      case 'addShippingAddressId':
        next = link(next, 'shipping', ref);
        break;
      case 'addBillingAddressId':
        next = link(next, 'billing', ref);
        break;
      case 'removeShippingAddressId':
        next = unlink(next, 'shipping', ref);
        break;
      case 'removeBillingAddressId':
        next = unlink(next, 'billing', ref);
        break;
      case 'setDefaultShippingAddress':
        next = setDefault(next, 'shipping', ref);
        break;
      case 'setDefaultBillingAddress':
        next = setDefault(next, 'billing', ref);
        break;
      case 'setCustomField':
        next = setCustomField(next, String(input.name), input.value);
        break;
      case 'setFirstName':
        next = { ...next, firstName: optionalText(input.firstName, 'firstName') };
        break;
      case 'setLastName':
        next = { ...next, lastName: optionalText(input.lastName, 'lastName') };
        break;
      case 'setTitle':
        next = { ...next, title: optionalText(input.title, 'title') };
        break;
      case 'setCompanyName':
        next = { ...next, companyName: optionalText(input.companyName, 'companyName') };
        break;
      case 'setDateOfBirth': {
        const value = input.dateOfBirth;
        if (value != null && !isoDate.safeParse(value).success) {
          throw invalidInput(`'${String(value).slice(0, 40)}' is not a valid date (YYYY-MM-DD).`);
        }
        next = { ...next, dateOfBirth: (value as string | null | undefined) ?? null };
        break;
      }
      case 'changeEmail': {
        const email = String(input.email ?? '').trim();
        if (!EMAIL.test(email) || email.length > 256)
          throw invalidInput(`'${email.slice(0, 80)}' is not a valid email.`);
        next = {
          ...next,
          email,
          isEmailVerified: next.isEmailVerified && email.toLowerCase() === next.email.toLowerCase(),
        };
        break;
      }
    }
  }
  return next;
}
