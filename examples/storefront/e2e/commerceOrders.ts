import { createBookshop, emulatorServices, memoryTokenStore, type TokenStore } from '@bookshop/sdk';

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

/** Commerce's own calls for what checkout does after the basket (shipping, ordering), as the given shopper. */
async function commerce(tokenStore: TokenStore, query: string, variables: Record<string, unknown>) {
  const token = await tokenStore.get();
  const response = await fetch(`${process.env.EMULATOR_URL}/commercetools/bookshop/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token?.accessToken}`, connection: 'close' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown };
  if (body.errors || !body.data) throw new Error(`commerce answered ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Places an online order as `login` through the SDK and commerce (basket, shipping address and method,
 * `createMyOrderFromCart`), as checkout does, and answers its number and what it holds.
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
  let cart = await bookshop.cart.add({ productId: picks[0]?.id ?? '', variantId: picks[0]?.variantId });
  for (const product of picks.slice(1)) {
    cart = await bookshop.cart.add({ productId: product.id, variantId: product.variantId });
  }
  const shipped = await commerce(
    tokenStore,
    'mutation ($id: String!, $version: Long!, $actions: [MyCartUpdateAction!]!) { updateMyCart(id: $id, version: $version, actions: $actions) { id version } }',
    {
      id: cart.id,
      version: cart.version,
      actions: [
        {
          setShippingAddress: {
            address: collect ? { ...WEST_RYDE, firstName: HOME.firstName, lastName: HOME.lastName } : HOME,
          },
        },
        { setShippingMethod: { shippingMethod: { key: collect ? 'click-and-collect' : 'standard' } } },
      ],
    },
  );
  const ordered = await commerce(
    tokenStore,
    'mutation ($draft: OrderMyCartCommand!) { createMyOrderFromCart(draft: $draft) { orderNumber totalPrice { centAmount } } }',
    { draft: shipped.updateMyCart },
  );
  const order = ordered.createMyOrderFromCart as { orderNumber: string; totalPrice: { centAmount: number } };
  return { orderNumber: order.orderNumber, totalCents: order.totalPrice.centAmount, names: picks.map((p) => p.name) };
}
