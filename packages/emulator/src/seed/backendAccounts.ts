import type { Queryable } from '../db/database';
import { pinHash } from '../services/backend/giftCards';
import { DEMO_CUSTOMERS, type DemoCustomer } from './customers';

/**
 * Gift cards for trying checkout: a live one, a spent one, an expired one and two more; the last two are for tests
 * that pay with a gift card (their balance goes down), so that tests reading the first five's balances are not
 * disturbed. Pins are stored hashed.
 */
export const DEMO_GIFT_CARDS = [
  { code: '6280000000000001', pin: '1234', kind: 'physical', balanceCents: 5000, expiresOn: '2099-12-31' },
  { code: '6280000000000002', pin: '2468', kind: 'digital', balanceCents: 0, expiresOn: '2099-12-31' },
  { code: '6280000000000003', pin: '1111', kind: 'physical', balanceCents: 10000, expiresOn: '2020-01-01' },
  { code: '6280000000000004', pin: '4321', kind: 'digital', balanceCents: 2500, expiresOn: '2099-12-31' },
  { code: '6280000000000005', pin: '9999', kind: 'physical', balanceCents: 20000, expiresOn: '2099-12-31' },
  { code: '6280000000000006', pin: '6060', kind: 'physical', balanceCents: 3000, expiresOn: '2099-12-31' },
  { code: '6280000000000007', pin: '7070', kind: 'digital', balanceCents: 3000, expiresOn: '2099-12-31' },
] as const;

const CARDS: Record<DemoCustomer['kind'], [string, string, number, number][]> = {
  b2c: [
    ['visa', '1111', 3, 2030],
    ['mc', '4444', 11, 2027],
  ],
  b2b: [['amex', '0005', 8, 2029]],
  staff: [['visa', '1881', 1, 2031]],
};
const ORDER_STATUSES = ['Delivered', 'Shipped', 'Processing', 'Ready for Collection', 'Delivered', 'Cancelled'];

async function seedCustomer(
  tx: Queryable,
  customer: DemoCustomer,
  index: number,
  products: { sku: string; name: string; price: number }[],
) {
  for (const [cardIndex, [brand, last4, month, year]] of CARDS[customer.kind].entries()) {
    await tx.query(
      `INSERT INTO saved_cards (id, customer_id, brand, last4, expiry_month, expiry_year, holder_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        `card-${customer.id}-${cardIndex + 1}`,
        customer.id,
        brand,
        last4,
        month,
        year,
        `${customer.firstName} ${customer.lastName}`,
        `2023-0${cardIndex + 1}-15T00:00:00Z`,
      ],
    );
  }
  const orderCount = 3 + (index % 3);
  for (let order = 0; order < orderCount; order++) {
    const lines = [0, 1, 2].slice(0, 1 + ((order + index) % 3)).map((offset) => {
      const product = products[(index * 7 + order * 3 + offset) % products.length] as (typeof products)[number];
      return { sku: product.sku, name: product.name, quantity: 1 + (offset % 2), priceCents: product.price };
    });
    // Free shipping over $99, else $9.95.
    const total = total0(lines) + (total0(lines) >= 9900 ? 0 : 995);
    const status = ORDER_STATUSES[(order + index) % ORDER_STATUSES.length] as string;
    await tx.query(
      `INSERT INTO shop_orders (id, number, customer_id, placed_at, status, total_cents, lines, shipping_address, tracking_number)
       VALUES ($1, $2, $3, now() - make_interval(days => $4), $5, $6, $7, $8, $9)`,
      [
        `nso-${customer.customerNumber}-${order + 1}`,
        `SO${customer.customerNumber.slice(-4)}${String(order + 1).padStart(3, '0')}`,
        customer.id,
        5 + order * 23,
        status,
        total,
        JSON.stringify(lines),
        JSON.stringify(
          status === 'Ready for Collection'
            ? // Click & Collect: the order is delivered to a store, named by its id (West Ryde is S014).
              { firstName: customer.firstName, lastName: customer.lastName, storeId: 'S014' }
            : {
                firstName: customer.firstName,
                lastName: customer.lastName,
                city: 'West Ryde',
                state: 'NSW',
                postalCode: '2114',
                country: 'AU',
              },
        ),
        status === 'Shipped' || status === 'Delivered' ? `33KRG${customer.customerNumber}${order + 1}` : null,
      ],
    );
  }
  if (customer.kind === 'b2b') {
    await tx.query(
      `INSERT INTO customer_accounts (customer_id, credit_limit_cents, store_credit_cents, terms) VALUES ($1, 500000, 0, '30 days')`,
      [customer.id],
    );
    const invoices: [number, number, number][] = [
      [150, 48_500, 48_500],
      [110, 125_990, 125_990],
      [75, 36_250, 20_000],
      [45, 89_900, 0],
      [10, 17_450, 0],
    ];
    for (const [invoice, [daysAgo, total, paid]] of invoices.entries()) {
      await tx.query(
        `INSERT INTO invoices (id, number, customer_id, issued_on, due_on, total_cents, paid_cents)
         VALUES ($1, $2, $3, current_date - $4::int, current_date - $4::int + 30, $5, $6)`,
        [
          `inv-${customer.id}-${invoice + 1}`,
          `INV${customer.customerNumber.slice(-4)}${String(invoice + 1).padStart(3, '0')}`,
          customer.id,
          daysAgo,
          total,
          paid,
        ],
      );
    }
  }
  if (customer.kind === 'staff') {
    await tx.query(
      `INSERT INTO customer_accounts (customer_id, credit_limit_cents, store_credit_cents, terms) VALUES ($1, 0, 2500, 'Staff')`,
      [customer.id],
    );
  }
}

const total0 = (lines: { quantity: number; priceCents: number }[]) =>
  lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0);

/** The demo customers' back-end data: saved cards, order history, B2B invoices and accounts; and demo gift cards. */
export async function seedBackendAccounts(tx: Queryable): Promise<void> {
  const { rows: products } = await tx.query<{ sku: string; name: string; price: number }>(
    `SELECT sku, name, coalesce(discounted_cents, price_cents) AS price FROM products
      WHERE product_type <> 'gift-card' ORDER BY id LIMIT 30`,
  );
  for (const [index, customer] of DEMO_CUSTOMERS.entries()) await seedCustomer(tx, customer, index, products);
  for (const card of DEMO_GIFT_CARDS) {
    await tx.query(
      `INSERT INTO gift_cards (code, kind, pin_hash, balance_cents, currency, expires_on) VALUES ($1, $2, $3, $4, 'AUD', $5)`,
      [card.code, card.kind, pinHash(card.code, card.pin), card.balanceCents, card.expiresOn],
    );
  }
}
