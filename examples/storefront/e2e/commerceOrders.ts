import { randomUUID } from 'node:crypto';
import { createBookshop, emulatorServices, memoryTokenStore } from '@bookshop/sdk';

/** West Ryde (S014), as `backend.instore.address` names a Click & Collect store on a cart's shipping address. */
const WEST_RYDE = {
  externalId: 'S014',
  company: 'Koorong West Ryde',
  streetNumber: '28',
  streetName: 'Chatham Road',
  city: 'West Ryde',
  state: 'NSW',
  postalCode: '2114',
  country: 'AU',
};

const HOME = {
  firstName: 'Lydia',
  lastName: 'Thyatira',
  streetNumber: '12',
  streetName: 'Wattle Street',
  city: 'Parramatta',
  state: 'NSW',
  postalCode: '2150',
  country: 'AU',
};

/** An Adyen test card the emulator authorises. */
const VISA = {
  type: 'card',
  number: '4111111145551142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
  holderName: 'Lydia Thyatira',
} as const;

/**
 * Places an online order as `login` through the SDK as checkout does (basket, shipping address and method, then
 * `checkout.placeOrder` paying by card), and answers its number and what it holds.
 */
export async function placeOnlineOrder(
  login: { email: string; password: string },
  { products = 1, collect = false }: { products?: number; collect?: boolean } = {},
) {
  const tokenStore = memoryTokenStore();
  const bookshop = createBookshop({ ...emulatorServices(process.env.EMULATOR_URL ?? ''), tokenStore });
  await bookshop.auth.signIn({ username: login.email, password: login.password });
  const { products: found } = await bookshop.search.search({
    filters: { available: ['In Stock'] },
    resultsPerPage: 30,
  });
  const stocked = (await bookshop.catalog.productsBySkus(found.map((product) => product.sku))).filter(
    (product) => product.productType !== 'gift-card' && (product.availability.availableQuantity ?? 0) > 20,
  );
  // A different pick per order, so two tests ordering at once never empty one shelf.
  const start = Math.floor(Math.random() * Math.max(1, stocked.length - products));
  const picks = stocked.slice(start, start + products);
  if (picks.length < products) throw new Error('the seed has too few products in stock');
  await bookshop.cart.add({ productId: picks[0]?.id ?? '', variantId: picks[0]?.variantId });
  for (const product of picks.slice(1)) {
    await bookshop.cart.add({ productId: product.id, variantId: product.variantId });
  }
  await bookshop.cart.setShippingAddress(
    collect ? { ...WEST_RYDE, firstName: HOME.firstName, lastName: HOME.lastName } : HOME,
  );
  await bookshop.cart.setShippingMethod(collect ? 'click-and-collect' : 'standard');
  // As the storefront's checkout does: commercetools does not copy the customer's email onto their cart.
  await bookshop.cart.setCustomerEmail(login.email);
  const { order } = await bookshop.checkout.placeOrder({ attempt: randomUUID(), giftCards: [], card: VISA });
  return {
    orderNumber: order.orderNumber ?? '',
    totalCents: order.totalPrice.centAmount,
    names: picks.map((p) => p.name),
  };
}
