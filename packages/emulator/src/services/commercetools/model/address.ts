import { randomBytes } from 'node:crypto';
import type { StoredAddress } from '../../../seed/accountProfiles';
import { CommercetoolsError, invalidInput } from '../errors';

const TEXT_FIELDS = [
  'key',
  'title',
  'salutation',
  'firstName',
  'lastName',
  'streetName',
  'streetNumber',
  'additionalStreetInfo',
  'postalCode',
  'city',
  'region',
  'state',
  'company',
  'department',
  'building',
  'apartment',
  'pOBox',
  'phone',
  'mobile',
  'email',
  'fax',
  'additionalAddressInfo',
  'externalId',
] as const;

/** A new address id in commercetools' style (8 url-safe characters). */
export const newAddressId = () => randomBytes(6).toString('base64url');

/** Validates an `AddressInput` and keeps the set fields; the id is the caller's to choose. */
export function readAddressInput(input: Record<string, unknown>, id: string): StoredAddress {
  if (input.custom != null) {
    throw new CommercetoolsError('NotImplemented', 'Custom fields on addresses are not implemented by the emulator');
  }
  const country = String(input.country ?? '');
  if (!/^[A-Z]{2}$/.test(country)) throw invalidInput(`'${country}' is not a valid country code (ISO 3166-1 alpha-2).`);
  const address: StoredAddress = { id, country };
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (value == null) continue;
    if (typeof value !== 'string' || value.length > 256) throw invalidInput(`Address field '${field}' is invalid.`);
    address[field] = value;
  }
  if (address.key !== undefined && !/^[A-Za-z0-9_-]{2,256}$/.test(address.key)) {
    throw invalidInput(`Address key '${address.key}' must be 2 to 256 letters, digits, '-' or '_'.`);
  }
  return address;
}
