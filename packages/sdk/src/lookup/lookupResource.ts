import type { BookshopConfig } from '../config';
import { BookshopError } from '../errors';
import { ADDRESS_LOOKUP_MIN_LENGTH, LOOKUP_FAILED_MESSAGE } from '../rules/addressLookup';
import { type CountryCode, countryCode } from '../rules/countryCode';
import * as z from '../transport/guard';
import type { Http, RequestOptions } from '../transport/http';
import { parseWire, requireService } from '../transport/wire';
import { unsupportedAddressMessage, unsupportedAddressType } from './unsupportedAddressType';

/**
 * Address lookup failed (transport, key, or a Loqate error answer). The message is the one shown to shoppers;
 * `code` and `description` keep Loqate's own error number and text.
 *
 * @example
 * ```ts
 * if (error instanceof AddressLookupError) disableLookup(error.message);
 * ```
 */
export class AddressLookupError extends BookshopError {
  override name = 'AddressLookupError';
  constructor(
    readonly code?: string,
    readonly description?: string,
    options?: { cause?: unknown },
  ) {
    super(LOOKUP_FAILED_MESSAGE, options);
  }
}

/** One suggestion while typing. A container (street, building) is opened with `find({ container: id })`. */
export interface AddressSuggestion {
  id: string;
  /** Loqate's type: `Address`, or a container such as `Street`, `Building`, `Locality`. */
  type: string;
  text: string;
  description: string;
  /** Loqate's highlight ranges, e.g. `'0-4;0-9'`. */
  highlight: string;
  /** Whether this is a group of addresses to drill into rather than one address. */
  container: boolean;
}

/** The address-lookup result parts (spec A3). Empty strings where Loqate has nothing. */
export interface AddressLookupParts {
  floorLevelType: string;
  floorLevelNumber: string;
  buildingName: string;
  subdwelling: string;
  streetNumber: string;
  streetName: string;
  streetType: string;
  locality: string;
  suburb: string;
  townCity: string;
  state: string;
  postcode: string;
  postalType: string;
  postal: string;
  country: string;
}

/** A looked-up address in the shape of the spec's Address entity (A3), ready for the address form. */
export interface LookupAddress {
  building?: string;
  streetNumber: string;
  streetName: string;
  additionalStreetInfo?: string;
  /** Street, city, state or region, postcode and country in one line. */
  additionalAddressInfo: string;
  city: string;
  /** Australian state code (AU addresses). */
  state?: string;
  /** Region (other countries). */
  region?: string;
  postalCode: string;
  country: CountryCode;
  pOBox?: string;
}

/** A retrieved address: the form fields, the raw parts, and whether the shop can deliver to it. */
export interface AddressLookupResult {
  id: string;
  address: LookupAddress;
  parts: AddressLookupParts;
  /** Set for PO Box, Locked Bag, GPO Box, Private Bag … addresses: the type and the text to show. */
  unsupported: { type: string; message: string } | null;
}

export interface AddressFindInput {
  text: string;
  /** Required: the lookup asks for a country first (spec A4). */
  country: CountryCode;
  /** A container id from an earlier suggestion, to list the addresses inside it. */
  container?: string;
  /** Suggestions wanted, 10 by default. */
  limit?: number;
}

const loqateError = z.object({
  Error: z.union([z.string(), z.number()]),
  Description: z.optional(z.string()),
  Cause: z.optional(z.string()),
});
const findItem = z.object({
  Id: z.string(),
  Type: z.string(),
  Text: z.string(),
  Highlight: z._default(z.string(), ''),
  Description: z._default(z.string(), ''),
});
const text = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value?.trim() ?? ''),
);
const retrieveItem = z.object({
  Id: z.string(),
  SubBuilding: text,
  BuildingNumber: text,
  BuildingName: text,
  Street: text,
  SecondaryStreet: text,
  City: text,
  Line1: text,
  Line2: text,
  Province: text,
  ProvinceCode: text,
  AdminAreaName: text,
  PostalCode: text,
  CountryName: text,
  CountryIso2: text,
  POBoxNumber: text,
  // Extra AU fields (Loqate's AU dataset; the emulator answers them too).
  StreetName: text,
  StreetType: text,
  SubDwelling: text,
  Locality: text,
  PostalType: text,
  PostalNumber: text,
  FloorLevelType: text,
  FloorLevelNumber: text,
});
const wireItems = <T extends z.AnyGuard>(item: T) => z.object({ Items: z.array(z.union([loqateError, item])) });

function failIfError(items: unknown[]): void {
  const first = items[0] as Record<string, unknown> | undefined;
  if (first && 'Error' in first) {
    throw new AddressLookupError(String(first.Error), typeof first.Description === 'string' ? first.Description : '');
  }
}

/** Address lookup (Loqate Capture Interactive Find v1.10 and Retrieve v1.20). */
export interface LookupResource {
  /**
   * Suggestions for what the shopper typed. Fewer than 3 characters (and no container) or no country answers `[]`
   * without a request. A failure raises {@link AddressLookupError} ('Failed to initialize Loqate. Please add address
   * manually.').
   *
   * @example
   * ```ts
   * const [first] = await bookshop.lookup.find({ text: '12 Ruthven', country: 'AU' });
   * if (first?.container) await bookshop.lookup.find({ text: '', country: 'AU', container: first.id });
   * ```
   */
  find(input: AddressFindInput, options?: RequestOptions): Promise<AddressSuggestion[]>;
  /**
   * The full address of a suggestion, mapped to the address form's fields, with `unsupported` set for postal
   * addresses the shop cannot deliver to.
   *
   * @example
   * ```ts
   * const { address, unsupported } = await bookshop.lookup.retrieve(suggestion.id);
   * if (unsupported) setError(unsupported.message);
   * ```
   */
  retrieve(id: string, options?: RequestOptions): Promise<AddressLookupResult>;
}

export function createLookupResource(config: BookshopConfig, http: Http): LookupResource {
  const call = async <T extends z.AnyGuard>(
    path: string,
    query: Record<string, string>,
    item: T,
    options: RequestOptions,
  ) => {
    const { baseUrl, key } = requireService(config.loqate, 'loqate', 'BOOKSHOP_LOQATE_URL, BOOKSHOP_LOQATE_KEY');
    let body: unknown;
    try {
      body = await http(`${baseUrl}${path}`, { ...options, query: { Key: key, ...query } });
    } catch (error) {
      if (options.signal?.aborted) throw error;
      throw new AddressLookupError(undefined, error instanceof Error ? error.message : undefined, { cause: error });
    }
    let items: unknown[];
    try {
      items = parseWire(wireItems(item), body, 'Loqate').Items;
    } catch (error) {
      throw new AddressLookupError(undefined, 'Unexpected answer', { cause: error });
    }
    failIfError(items);
    return items as z.output<T>[];
  };
  return {
    async find({ text: typed, country, container, limit = 10 }, options = {}) {
      const search = typed.trim();
      if (!country || (!container && search.length < ADDRESS_LOOKUP_MIN_LENGTH)) return [];
      const query: Record<string, string> = { Text: search, Countries: country, Limit: String(limit) };
      if (container) query.Container = container;
      const items = await call('/Capture/Interactive/Find/v1.10/json3.ws', query, findItem, options);
      return items.map((item) => ({
        id: item.Id,
        type: item.Type,
        text: item.Text,
        description: item.Description,
        highlight: item.Highlight,
        container: item.Type !== 'Address',
      }));
    },
    async retrieve(id, options = {}) {
      const [item] = await call('/Capture/Interactive/Retrieve/v1.20/json3.ws', { Id: id }, retrieveItem, options);
      if (!item) throw new AddressLookupError(undefined, `No address for ${id}`);
      const country = countryCode(item.CountryIso2 || item.CountryName);
      const isAu = country === 'AU';
      const streetName = item.StreetName ? [item.StreetName, item.StreetType].filter(Boolean).join(' ') : item.Street;
      const postal = item.PostalNumber || item.POBoxNumber;
      const parts: AddressLookupParts = {
        floorLevelType: item.FloorLevelType,
        floorLevelNumber: item.FloorLevelNumber,
        buildingName: item.BuildingName,
        subdwelling: item.SubDwelling || item.SubBuilding,
        streetNumber: item.BuildingNumber,
        streetName: item.StreetName || item.Street,
        streetType: item.StreetType,
        locality: item.Locality || item.City,
        suburb: item.Locality || item.City,
        townCity: item.City,
        state: item.ProvinceCode || item.Province,
        postcode: item.PostalCode,
        postalType: item.PostalType,
        postal,
        country,
      };
      const pOBox = item.PostalType ? `${item.PostalType} ${postal}`.trim() : undefined;
      const streetLine = pOBox ?? [item.BuildingNumber, streetName].filter(Boolean).join(' ');
      const region = isAu ? item.ProvinceCode || item.Province : item.Province || item.AdminAreaName;
      const building = [parts.subdwelling, item.BuildingName].filter(Boolean).join(', ');
      const address: LookupAddress = {
        ...(building ? { building } : {}),
        streetNumber: pOBox ? '' : item.BuildingNumber,
        streetName: pOBox ? '' : streetName,
        ...(item.SecondaryStreet ? { additionalStreetInfo: item.SecondaryStreet } : {}),
        additionalAddressInfo: [streetLine, item.City, region, item.PostalCode, item.CountryName]
          .filter(Boolean)
          .join(', '),
        city: item.City,
        ...(isAu ? { state: region } : { region }),
        postalCode: item.PostalCode,
        country,
        ...(pOBox ? { pOBox } : {}),
      };
      const type = unsupportedAddressType({ postalType: item.PostalType, lines: [item.Line1, item.Line2] });
      return {
        id: item.Id,
        address,
        parts,
        unsupported: type ? { type, message: unsupportedAddressMessage(type) } : null,
      };
    },
  };
}
