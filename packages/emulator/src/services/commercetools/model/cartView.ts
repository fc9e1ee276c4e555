import { CATALOGUE_LOCALE } from '../products/productRows';
import { productTypeSource, variantSource } from '../products/productSource';
import { CART_CUSTOM_TYPE } from './cartActions';
import type { CartDoc } from './cartDoc';
import type { PricedCart } from './cartPricing';
import { customFieldsSource } from './customerView';
import { initiator, money, reference } from './viewFields';

function discountCodeSource(entry: PricedCart['discountCodes'][number]) {
  const { code } = entry;
  const created = new Date(code.created_at).toISOString();
  return {
    discountCodeRef: reference('discount-code', code.id),
    state: entry.state,
    discountCode: {
      id: code.id,
      version: 1,
      code: code.code,
      key: null,
      isActive: code.is_active,
      maxApplications: code.max_applications,
      maxApplicationsPerCustomer: null,
      cartPredicate:
        code.min_subtotal_cents === null ? null : `lineItemTotal(1 = 1) >= "${code.min_subtotal_cents / 100} AUD"`,
      applicationVersion: 1,
      groups: [],
      names: { [CATALOGUE_LOCALE]: code.name },
      descriptions: null,
      validFrom: code.valid_from && new Date(code.valid_from).toISOString(),
      validUntil: code.valid_until && new Date(code.valid_until).toISOString(),
      referenceRefs: [],
      custom: null,
      applicationCount: code.application_count,
      storesRef: [],
      stores: [],
      cartDiscountRefs: [reference('cart-discount', `cd-${code.id}`)],
      createdAt: created,
      lastModifiedAt: created,
      createdBy: null,
      lastModifiedBy: null,
    },
  };
}

function shippingInfoSource(shipping: NonNullable<PricedCart['shipping']>, currency: string) {
  const { method } = shipping;
  return {
    shippingMethodName: method.name,
    price: money(shipping.priceCents, currency),
    shippingRate: {
      price: money(method.price_cents, currency),
      freeAbove: method.free_above_cents === null ? null : money(method.free_above_cents, currency),
      isMatching: true,
      tiers: [],
    },
    taxRate: null,
    deliveries: [],
    discountedPrice: null,
    shippingMethodState: 'MatchesCart',
    estimatedDelivery: null,
    shippingMethodRef: reference('shipping-method', method.id),
    shippingMethod: {
      id: method.id,
      version: 1,
      key: method.key,
      name: method.name,
      active: true,
      isDefault: method.is_default,
      predicate: null,
      carrier: null,
      localizedNames: { [CATALOGUE_LOCALE]: method.name },
      localizedDescriptions: null,
      storesRef: [],
      stores: [],
      taxCategory: null,
      taxCategoryRef: null,
      custom: null,
    },
    taxCategory: null,
    taxCategoryRef: null,
    taxedPrice: null,
  };
}

/** Fields a cart and an order share, as the GraphQL source of either. */
export function cartSource(doc: CartDoc, priced: PricedCart, origin: string) {
  const currency = priced.currency;
  const lines = new Map(priced.lines.map((line) => [line.lineId, line]));
  const lineItems = doc.lineItems.flatMap((line) => {
    const entry = lines.get(line.id);
    if (!entry) return [];
    const { product } = entry;
    const variant = variantSource(product, origin);
    return [
      {
        id: line.id,
        key: null,
        productId: product.id,
        productKey: product.sku,
        names: { [CATALOGUE_LOCALE]: product.name },
        slugs: { [CATALOGUE_LOCALE]: product.slug },
        productType: productTypeSource(product.product_type),
        productTypeRef: { typeId: 'product-type', id: `pt-${product.product_type}`, version: 1 },
        variant,
        price: variant.prices[0],
        taxedPrice: null,
        totalPrice: money(entry.totalCents, currency),
        quantity: line.quantity,
        addedAt: line.addedAt,
        lastModifiedAt: line.lastModifiedAt,
        state: [{ quantity: line.quantity, stateRef: reference('state', 'state-initial') }],
        taxRate: null,
        supplyChannel: null,
        supplyChannelRef: null,
        distributionChannel: null,
        distributionChannelRef: null,
        discountedPricePerQuantity: [],
        lineItemMode: 'Standard',
        priceMode: 'Platform',
        custom: line.custom ? customFieldsSource(line.custom.typeKey, line.custom.fields) : null,
        inventoryMode: null,
        reservation: null,
        reservationRef: null,
        shippingDetails: null,
        perMethodTaxRate: [],
        taxedPricePortions: [],
        recurrenceInfo: null,
      },
    ];
  });
  const tax = priced.taxCents;
  return {
    id: doc.id,
    version: doc.version,
    key: null,
    customerId: doc.customerId,
    customerEmail: doc.customerEmail,
    anonymousId: doc.anonymousId,
    allLineItems: lineItems,
    customLineItems: [],
    totalPrice: money(priced.totalCents, currency),
    taxedPrice:
      tax === null
        ? null
        : {
            totalGross: money(priced.totalCents, currency),
            totalNet: money(priced.totalCents - tax, currency),
            totalTax: money(tax, currency),
            taxPortions: [],
          },
    discountOnTotalPrice: priced.discountCents
      ? {
          discountedAmount: money(priced.discountCents, currency),
          includedDiscounts: [],
          discountedNetAmount: null,
          discountedGrossAmount: null,
        }
      : null,
    shippingAddress: doc.shippingAddress,
    billingAddress: doc.billingAddress,
    inventoryMode: 'None',
    taxMode: 'Platform',
    priceRoundingMode: 'HalfEven',
    taxRoundingMode: 'HalfEven',
    taxCalculationMode: 'LineItemLevel',
    customerGroup: null,
    customerGroupRef: null,
    country: doc.country,
    shippingKey: null,
    shippingInfo: priced.shipping ? shippingInfoSource(priced.shipping, currency) : null,
    discountCodes: priced.discountCodes.map(discountCodeSource),
    directDiscounts: [],
    refusedGifts: [],
    refusedGiftsRefs: [],
    paymentInfo: null,
    locale: doc.locale,
    shippingRateInput: null,
    origin: 'Customer',
    storeRef: null,
    store: null,
    itemShippingAddresses: [],
    businessUnit: null,
    businessUnitRef: null,
    shipping: [],
    taxedShippingPrice: null,
    shippingMode: 'Single',
    shippingCustomFields: null,
    purchaseOrderNumber: null,
    custom: doc.customFields ? customFieldsSource(CART_CUSTOM_TYPE.key, doc.customFields) : null,
    createdAt: doc.createdAt,
    lastModifiedAt: doc.lastModifiedAt,
    createdBy: initiator(),
    lastModifiedBy: initiator(),
  };
}

/** The GraphQL source of a cart. */
export function cartOnlySource(doc: CartDoc, priced: PricedCart, origin: string) {
  return {
    ...cartSource(doc, priced, origin),
    cartState: doc.cartState,
    lock: null,
    deleteDaysAfterLastModification: null,
    totalLineItemQuantity: doc.lineItems.reduce((sum, line) => sum + line.quantity, 0),
    warnings: [],
  };
}
