import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('../bookshop', () => ({ shopperBookshop: vi.fn(), bookshop: vi.fn() }));
vi.mock('./account', () => ({ accountCustomer: vi.fn() }));
const { MAX_RECENT_ORDERS, ORDERS_PAGE_SIZE, customerOrder, orderPageNumber, pageOfOrders, recentOrders } =
  await import('./orders');
const { bookshop, shopperBookshop } = await import('../bookshop');
const { accountCustomer } = await import('./account');

const orders = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ orderNumber: `SO${index}`, lineItems: [] })) as never[];

describe('orderPageNumber', () => {
  it('reads a whole page number within what the back end can fill', () => {
    expect(orderPageNumber('2')).toBe(2);
    expect(orderPageNumber(['3', '4'])).toBe(3);
    expect(orderPageNumber(String(MAX_RECENT_ORDERS / ORDERS_PAGE_SIZE))).toBe(MAX_RECENT_ORDERS / ORDERS_PAGE_SIZE);
  });

  it('falls back to the first page for anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '99999', String(MAX_RECENT_ORDERS)]) {
      expect(orderPageNumber(raw)).toBe(1);
    }
  });
});

describe('pageOfOrders', () => {
  it('cuts the page and sees a next page from the one order read past its end', () => {
    expect(pageOfOrders(orders(11), 1, 10)).toMatchObject({ page: 1, hasNext: true });
    expect(pageOfOrders(orders(11), 1, 10).orders).toHaveLength(10);
    expect(pageOfOrders(orders(10), 1, 10).hasNext).toBe(false);
    const second = pageOfOrders(orders(21), 2, 10);
    expect(second.orders.map((order: { orderNumber: string }) => order.orderNumber)).toEqual(
      Array.from({ length: 10 }, (_, index) => `SO${index + 10}`),
    );
    expect(second.hasNext).toBe(true);
  });

  it('has no page after the most recent orders the back end answers', () => {
    expect(pageOfOrders(orders(MAX_RECENT_ORDERS + 1), MAX_RECENT_ORDERS / 10, 10).hasNext).toBe(false);
  });

  it('answers an empty page past the last order', () => {
    expect(pageOfOrders(orders(3), 2, 10)).toEqual({ orders: [], page: 2, hasNext: false });
  });
});

const money = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });
const shopOrder = (orderNumber: string, placedAt: string) => ({
  id: `nso-${orderNumber}`,
  orderNumber,
  placedAt,
  status: 'Shipped',
  total: money(1000),
  lineItems: [{ sku: 'B1', name: 'Book', quantity: 2, price: money(500) }],
  collectionStore: null,
  shippingAddress: null,
  carrier: null,
  trackingNumber: null,
  trackingUrl: null,
});
const onlineOrder = (orderNumber: string, createdAt: string, method = 'standard') => ({
  id: `o-${orderNumber}`,
  orderNumber,
  createdAt,
  orderState: 'Open',
  shipmentState: null,
  totalPrice: money(2000),
  lineItems: [
    {
      id: 'l1',
      name: 'Bible',
      quantity: 1,
      variant: { sku: 'S1' },
      totalPrice: money(2000),
    },
  ],
  customLineItems: [],
  shippingAddress: {
    externalId: 'S014',
    company: 'Koorong West Ryde',
    city: 'West Ryde',
    postalCode: '2114',
    country: 'AU',
  },
  shippingInfo: { price: money(0), shippingMethod: { key: method }, deliveries: [] },
  paymentInfo: null,
});

function client(shop: unknown[], online: unknown[]) {
  const recent = vi.fn(async ({ limit }: { limit: number }) => shop.slice(0, limit));
  const list = vi.fn(async ({ limit }: { limit: number }) => ({
    total: online.length,
    results: online.slice(0, limit),
  }));
  const getShop = vi.fn(
    async (number: string) => shop.find((order) => (order as { orderNumber: string }).orderNumber === number) ?? null,
  );
  const getOnline = vi.fn(
    async (number: string) => online.find((order) => (order as { orderNumber: string }).orderNumber === number) ?? null,
  );
  vi.mocked(shopperBookshop).mockResolvedValue({
    backend: { orders: { recent, get: getShop } },
    orders: { list, get: getOnline },
  } as never);
  vi.mocked(accountCustomer).mockResolvedValue({ id: 'c1' } as never);
  return { recent, list };
}

describe('recentOrders', () => {
  it('merges the back end’s and commerce’s orders newest first, each order once, a page at a time', async () => {
    const shop = Array.from({ length: 8 }, (_, index) =>
      shopOrder(`SO${index}`, `2026-10-${String(20 - 2 * index).padStart(2, '0')}T00:00:00Z`),
    );
    const online = [
      onlineOrder('100003', '2026-11-03T00:00:00Z'),
      onlineOrder('SO1', '2026-10-18T00:00:00Z'),
      onlineOrder('100002', '2026-10-13T00:00:00Z'),
      onlineOrder('100001', '2026-05-01T00:00:00Z'),
    ];
    const calls = client(shop, online);
    const first = await recentOrders(1);
    expect(calls.recent).toHaveBeenCalledWith({ limit: 11 });
    expect(calls.list).toHaveBeenCalledWith({ limit: 11, offset: 0 });
    expect(first?.orders.map((order) => order.orderNumber)).toEqual([
      '100003',
      'SO0',
      'SO1',
      'SO2',
      'SO3',
      '100002',
      'SO4',
      'SO5',
      'SO6',
      'SO7',
    ]);
    expect(first?.orders.find((order) => order.orderNumber === 'SO1')?.status).toBe('Shipped');
    expect(first?.hasNext).toBe(true);
    const second = await recentOrders(2);
    expect(second?.orders.map((order) => order.orderNumber)).toEqual(['100001']);
    expect(second?.hasNext).toBe(false);
  });

  it('answers null for a visitor without asking either system', async () => {
    const calls = client([], []);
    vi.mocked(accountCustomer).mockResolvedValue(null);
    expect(await recentOrders(1)).toBeNull();
    expect(calls.recent).not.toHaveBeenCalled();
    expect(calls.list).not.toHaveBeenCalled();
  });
});

describe('customerOrder', () => {
  it('shows the back end’s copy of an order both hold, else commerce’s with its Click & Collect store', async () => {
    client(
      [shopOrder('100001', '2026-05-01T00:00:00Z')],
      [
        onlineOrder('100001', '2026-05-01T00:00:00Z'),
        onlineOrder('100002', '2026-06-01T00:00:00Z', 'click-and-collect'),
      ],
    );
    const stores = vi.fn(async () => [
      {
        id: 'S014',
        slug: 'west-ryde',
        name: 'Koorong West Ryde',
        address: { street: '28 Chatham Road', suburb: 'West Ryde', state: 'NSW', postcode: '2114', country: 'AU' },
      },
    ]);
    vi.mocked(bookshop).mockReturnValue({ backend: { instore: { locations: stores } } } as never);
    expect((await customerOrder('100001'))?.status).toBe('Shipped');
    expect(stores).not.toHaveBeenCalled();
    const collect = await customerOrder('100002');
    expect(collect?.delivery).toEqual({
      mode: 'collect',
      store: { name: 'Koorong West Ryde', slug: 'west-ryde', lines: ['28 Chatham Road', 'West Ryde NSW 2114'] },
    });
  });

  it('answers null for an order neither system holds for this customer, or a malformed number', async () => {
    client([], []);
    expect(await customerOrder('100009')).toBeNull();
    expect(await customerOrder('../secret')).toBeNull();
  });
});
