/** A stored address as commercetools keeps it on a customer; unset fields are left out. */
export interface StoredAddress {
  id: string;
  key?: string;
  firstName?: string;
  lastName?: string;
  building?: string;
  streetNumber?: string;
  streetName?: string;
  additionalStreetInfo?: string;
  additionalAddressInfo?: string;
  city?: string;
  state?: string;
  region?: string;
  postalCode?: string;
  country: string;
  pOBox?: string;
  mobile?: string;
  [field: string]: unknown;
}

/** The account details of a demo customer beyond its login. */
export interface AccountProfile {
  customerId: string;
  externalId: string;
  dateOfBirth: string;
  custom: Record<string, unknown>;
  addresses: StoredAddress[];
  shipping: string[];
  billing: string[];
  defaultShipping: string | null;
  defaultBilling: string | null;
  wishlists: { name: string; description: string | null; products: number }[];
  /** Yotpo answers failure for every update of this customer. */
  yotpoFails?: boolean;
}

/** The custom type every customer carries, and its fields with the JSON type of their values. */
export const CUSTOMER_CUSTOM_TYPE = {
  key: 'customer-custom-fields',
  id: 'type-customer-custom-fields',
  fields: { gender: 'string', phone: 'string', ABN: 'string', printed_catalogs: 'boolean' },
} as const;

const address = (
  id: string,
  who: [string, string],
  street: [string, string],
  city: string,
  state: string,
  postalCode: string,
  extra: Partial<StoredAddress> = {},
): StoredAddress => ({
  id,
  key: id,
  firstName: who[0],
  lastName: who[1],
  streetNumber: street[0],
  streetName: street[1],
  city,
  state,
  postalCode,
  country: 'AU',
  additionalAddressInfo: `${street[0]} ${street[1]}, ${city} ${state} ${postalCode}, Australia`,
  ...extra,
});

// Real suburbs, postcodes and states; street numbers and names are made up.
export const ACCOUNT_PROFILES: readonly AccountProfile[] = [
  {
    customerId: 'cust-000001',
    externalId: 'NS-10000001',
    dateOfBirth: '1984-06-12',
    custom: { gender: 'Female', phone: '0412345678', printed_catalogs: true },
    addresses: [
      address('addr-grace-home', ['Grace', 'Whitfield'], ['12', 'Wattle Street'], 'Parramatta', 'NSW', '2150', {
        mobile: '0412345678',
      }),
      address('addr-grace-work', ['Grace', 'Whitfield'], ['88', 'Macquarie Street'], 'Sydney', 'NSW', '2000', {
        building: 'Level 4',
      }),
    ],
    shipping: ['addr-grace-home', 'addr-grace-work'],
    billing: ['addr-grace-home'],
    defaultShipping: 'addr-grace-home',
    defaultBilling: 'addr-grace-home',
    wishlists: [
      { name: 'Birthday ideas', description: 'For Mum in June', products: 3 },
      { name: 'Reading list', description: null, products: 2 },
    ],
  },
  {
    customerId: 'cust-000002',
    externalId: 'NS-10000002',
    dateOfBirth: '1971-02-03',
    custom: { gender: 'Male', phone: '0298765432', ABN: '51 824 753 556', printed_catalogs: false },
    addresses: [
      address('addr-stmarks-church', ['Peter', 'Okafor'], ['5', 'Church Street'], 'Ballarat Central', 'VIC', '3350'),
      address('addr-stmarks-office', ['Peter', 'Okafor'], ['17', 'Lydiard Street North'], 'Ballarat', 'VIC', '3350'),
    ],
    shipping: ['addr-stmarks-church'],
    billing: ['addr-stmarks-office'],
    defaultShipping: 'addr-stmarks-church',
    defaultBilling: 'addr-stmarks-office',
    wishlists: [{ name: 'Small group resources', description: 'Term 3 studies', products: 4 }],
  },
  {
    customerId: 'cust-000003',
    externalId: 'NS-10000003',
    dateOfBirth: '1995-10-30',
    custom: { gender: 'Male', phone: '+61412000333', printed_catalogs: false },
    addresses: [
      address('addr-sam-home', ['Sam', 'Nguyen'], ['3', 'Boundary Road'], 'Carindale', 'QLD', '4152', {
        building: 'Unit 7',
      }),
    ],
    shipping: ['addr-sam-home'],
    billing: ['addr-sam-home'],
    defaultShipping: 'addr-sam-home',
    defaultBilling: 'addr-sam-home',
    wishlists: [{ name: 'Staff picks', description: null, products: 2 }],
  },
  {
    customerId: 'cust-000004',
    externalId: 'NS-10000004',
    dateOfBirth: '1990-01-15',
    custom: { gender: 'Female', phone: '0400111222', printed_catalogs: false },
    addresses: [],
    shipping: [],
    billing: [],
    defaultShipping: null,
    defaultBilling: null,
    wishlists: [],
    yotpoFails: true,
  },
];

/** Discount codes in every state the storefront shows a message for (and one that simply applies). */
export const DISCOUNT_CODES = [
  { id: 'dc-welcome10', code: 'WELCOME10', name: '10% off your order', percentOff: 10 },
  {
    id: 'dc-exclusive20',
    code: 'EXCLUSIVE20',
    name: '20% off, not combinable',
    percentOff: 20,
    stopsLaterDiscounts: true,
  },
  { id: 'dc-spend150', code: 'SPEND150', name: '15% off orders over $150', percentOff: 15, minSubtotalCents: 15000 },
  { id: 'dc-paused', code: 'PAUSED5', name: '5% off (paused)', percentOff: 5, isActive: false },
  {
    id: 'dc-expired',
    code: 'EASTER2023',
    name: 'Easter 2023',
    percentOff: 25,
    validFrom: '2023-03-01T00:00:00.000Z',
    validUntil: '2023-04-30T00:00:00.000Z',
  },
  {
    id: 'dc-limited',
    code: 'FIRST50',
    name: 'First 50 customers',
    percentOff: 30,
    maxApplications: 50,
    applicationCount: 50,
  },
] as const;

export const SHIPPING_METHODS = [
  {
    id: 'ship-standard',
    key: 'standard',
    name: 'Standard Delivery',
    priceCents: 995,
    freeAboveCents: 9900,
    isDefault: true,
  },
  {
    id: 'ship-express',
    key: 'express',
    name: 'Express Delivery',
    priceCents: 1495,
    freeAboveCents: null,
    isDefault: false,
  },
  {
    id: 'ship-click-collect',
    key: 'click-and-collect',
    name: 'Click & Collect',
    priceCents: 0,
    freeAboveCents: null,
    isDefault: false,
  },
] as const;
