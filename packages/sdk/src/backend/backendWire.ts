import * as z from '../transport/guard';

// Zod schemas of the shop's back-end answers (paths of the spec's back-end catalogue), parsed at the edge.

const money = z.object({ centAmount: z.int(), currencyCode: z.string() });
/** An amount in integer cents with its currency. */
export type BackendMoney = z.output<typeof money>;

const storeAddress = z.object({
  street: z.string(),
  suburb: z.string(),
  state: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export const storeLocation = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  address: storeAddress,
  phone: z.nullish(z.string()),
  email: z.nullish(z.string()),
  hours: z._default(
    z.array(z.object({ day: z.string(), open: z.nullable(z.string()), close: z.nullable(z.string()) })),
    [],
  ),
  services: z._default(z.array(z.string()), []),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
});
/** A store as the in-store paths answer it, with its coordinates. */
export type StoreLocation = z.output<typeof storeLocation>;

const origin = z.object({
  postcode: z.string(),
  suburb: z.nullish(z.string()),
  state: z.nullish(z.string()),
  latitude: z.number(),
  longitude: z.number(),
});
/** Where a distance search started: the postcode's place. */
export type DistanceOrigin = z.output<typeof origin>;

export const wireLocations = z.object({ locations: z.array(storeLocation) });
export const wireLocation = z.object({ location: storeLocation });
const storeStock = z.object({
  quantity: z.int(),
  /** `in-stock`, `low-stock` or `out-of-stock`. */
  state: z.string(),
});
/** A product's stock at one store. */
export type StoreStock = z.output<typeof storeStock>;
export const wireFind = z.object({
  origin,
  locations: z.array(z.object({ ...storeLocation.shape, distanceKm: z.number(), stock: z.optional(storeStock) })),
});
export const wireStoreAddress = z.object({
  storeId: z.string(),
  address: z.object({
    company: z.nullish(z.string()),
    streetNumber: z.nullish(z.string()),
    streetName: z.nullish(z.string()),
    city: z.string(),
    state: z.nullish(z.string()),
    postalCode: z.string(),
    country: z.string(),
    phone: z.nullish(z.string()),
    email: z.nullish(z.string()),
  }),
});
export const wireDistance = z.object({
  origin,
  results: z.array(z.object({ storeId: z.string(), slug: z.string(), name: z.string(), distanceKm: z.number() })),
});

export const savedCard = z.object({
  id: z.string(),
  type: z.string(),
  brand: z.string(),
  name: z.nullish(z.string()),
  lastFour: z.string(),
  maskedNumber: z.nullish(z.string()),
  expiryMonth: z.string(),
  expiryYear: z.string(),
  holderName: z.nullish(z.string()),
});
/** A saved card in Adyen's stored-payment-method form, masked. */
export type SavedCard = z.output<typeof savedCard>;
export const wireSavedCards = z.object({ storedPaymentMethods: z.array(savedCard) });
export const wireCardDeleted = z.object({ response: z.string() });

export const invoice = z.object({
  id: z.string(),
  invoiceNumber: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  total: money,
  paid: money,
  outstanding: money,
  status: z.string(),
});
/** A business customer's invoice: totals in cents and status (paid, open, overdue). */
export type Invoice = z.output<typeof invoice>;
export const wireInvoices = z.object({ invoices: z.array(invoice) });
export const wireInvoicePayment = z.object({ paymentId: z.string(), amount: money, invoice });
/** A recorded invoice payment and the invoice after it. */
export type InvoicePayment = z.output<typeof wireInvoicePayment>;

export const shopOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  placedAt: z.string(),
  status: z.string(),
  total: money,
  lineItems: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.int(), price: money })),
  /** The store a Click & Collect order is collected from; `null` for an order delivered to an address. */
  collectionStore: z.nullish(z.object({ slug: z.string(), name: z.string(), address: storeAddress })),
  shippingAddress: z.nullish(z.record(z.string(), z.unknown())),
  carrier: z.nullish(z.string()),
  trackingNumber: z.nullable(z.string()),
  trackingUrl: z.nullable(z.string()),
});
/**
 * An order from the shop's order system (online and in store): delivered to an address or collected from a store
 * (Click & Collect), its lines and charges, and the carrier's tracking link once shipped.
 */
export type ShopOrder = z.output<typeof shopOrder>;
export const wireOrders = z.object({ orders: z.array(shopOrder) });
export const wireOrder = z.object({ order: shopOrder });

export const wireAccountBalance = z.object({
  customerId: z.string(),
  terms: z.nullable(z.string()),
  creditLimit: money,
  balance: money,
  availableCredit: money,
  storeCredit: money,
});
/** The signed-in customer's account: credit limit, balance owing, available credit, store credit, terms. */
export type AccountBalance = z.output<typeof wireAccountBalance>;

export const wireDonation = z.object({
  donation: z.object({ amount: money, charity: z.string(), cartId: z.nullable(z.string()) }),
});
/** The donation added to the customer's order. */
export type Donation = z.output<typeof wireDonation>['donation'];
export const wireCurrentDonation = z.object({ donation: z.nullable(wireDonation.shape.donation) });
export const wireDonationRemoved = z.object({ removed: z.boolean() });

const giftCardBalance = z.object({
  code: z.string(),
  kind: z.nullish(z.string()),
  balance: money,
  expiresOn: z.nullish(z.string()),
  expired: z._default(z.boolean(), false),
});
export const wireGiftCardBalance = giftCardBalance;
/** A gift card's balance (0 once expired), with its masked code. */
export type GiftCardBalance = z.output<typeof giftCardBalance>;
export const wireGiftCardType = z.object({ code: z.string(), type: z.string() });
export const wirePinCheck = z.union([
  z.object({ ...giftCardBalance.shape, valid: z.literal(true) }),
  z.object({ valid: z.literal(false), attemptsRemaining: z.optional(z.int()) }),
]);

export const wireShareLink = z.object({ token: z.string(), url: z.string(), expiresAt: z.string() });
/** A wishlist share link, valid until `expiresAt`. */
export type WishlistShareLink = z.output<typeof wireShareLink>;
export const wirePushLink = z.object({ success: z.boolean(), expiresAt: z.nullish(z.string()) });
export const wireSharedWishlist = z.object({
  id: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  createdAt: z.nullish(z.string()),
  lineItems: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      sku: z.string(),
      name: z.string(),
      slug: z.string(),
      quantity: z.int(),
      addedAt: z.nullish(z.string()),
      priceCents: z.nullable(z.int()),
      discountedCents: z.nullable(z.int()),
      imageUrl: z.nullish(z.string()),
      isOnStock: z.boolean(),
    }),
  ),
});
/** A wishlist opened from a share link, with its products. */
export type SharedWishlist = z.output<typeof wireSharedWishlist>;

export const wireLoyaltyUpdate = z.nullish(
  z.object({ success: z.optional(z.boolean()), message: z.optional(z.string()) }),
);

/** Yotpo Loyalty's customer record: the fields the SDK reads (the rest are kept by no one). */
export const wireLoyaltyCustomer = z.object({
  email: z.string(),
  points_balance: z.number(),
  points_earned: z.optional(z.number()),
  vip_tier_name: z.nullish(z.string()),
});
