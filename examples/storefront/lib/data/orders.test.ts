import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('../bookshop', () => ({ shopperBookshop: vi.fn() }));
vi.mock('./account', () => ({ accountCustomer: vi.fn() }));
const { MAX_RECENT_ORDERS, ORDERS_PAGE_SIZE, orderPageNumber, pageOfOrders } = await import('./orders');

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
