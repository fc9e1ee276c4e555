import type { Queryable } from '../db/database';
import { ACCOUNT_PROFILES, CUSTOMER_CUSTOM_TYPE, DISCOUNT_CODES, SHIPPING_METHODS } from './accountProfiles';
import { DEMO_CUSTOMERS } from './customers';

/**
 * Completes the demo customers inside the seed transaction: profile, custom fields, AU addresses with defaults,
 * wishlists of real catalogue products, their Yotpo records; plus shipping methods and discount codes. Runs after
 * the catalogue and the customers are inserted.
 */
export async function seedAccounts(tx: Queryable): Promise<void> {
  for (const method of SHIPPING_METHODS) {
    await tx.query(
      `INSERT INTO shipping_methods (id, key, name, price_cents, free_above_cents, is_default)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [method.id, method.key, method.name, method.priceCents, method.freeAboveCents, method.isDefault],
    );
  }
  for (const code of DISCOUNT_CODES) {
    const c = code as (typeof DISCOUNT_CODES)[number] & Record<string, unknown>;
    await tx.query(
      `INSERT INTO discount_codes (id, code, name, percent_off, is_active, valid_from, valid_until, max_applications,
         application_count, min_subtotal_cents, stops_later_discounts)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        c.id,
        c.code,
        c.name,
        c.percentOff,
        c.isActive ?? true,
        c.validFrom ?? null,
        c.validUntil ?? null,
        c.maxApplications ?? null,
        c.applicationCount ?? 0,
        c.minSubtotalCents ?? null,
        c.stopsLaterDiscounts ?? false,
      ],
    );
  }
  // Wishlist items come from the start of the catalogue in id order, so the same seed gives the same lists.
  const { rows: products } = await tx.query<{ id: string }>(
    "SELECT id FROM products WHERE product_type <> 'gift-card' ORDER BY id LIMIT 40",
  );
  let next = 0;
  for (const profile of ACCOUNT_PROFILES) {
    const customer = DEMO_CUSTOMERS.find((candidate) => candidate.id === profile.customerId);
    if (!customer) continue;
    await tx.query(
      `UPDATE customers SET external_id = $2, date_of_birth = $3, addresses = $4, shipping_address_ids = $5,
         billing_address_ids = $6, default_shipping_address_id = $7, default_billing_address_id = $8,
         custom_type_key = $9, custom_fields = $10, is_email_verified = true, last_modified_at = created_at
       WHERE id = $1`,
      [
        profile.customerId,
        profile.externalId,
        profile.dateOfBirth,
        JSON.stringify(profile.addresses),
        profile.shipping,
        profile.billing,
        profile.defaultShipping,
        profile.defaultBilling,
        CUSTOMER_CUSTOM_TYPE.key,
        JSON.stringify(profile.custom),
      ],
    );
    for (const [index, wishlist] of profile.wishlists.entries()) {
      const createdAt = new Date(Date.parse(customer.createdAt) + (index + 1) * 86_400_000 * 30).toISOString();
      const lineItems = Array.from({ length: wishlist.products }, (_, item) => ({
        id: `${profile.customerId}-wl${index + 1}-li${item + 1}`,
        productId: products[next++ % Math.max(products.length, 1)]?.id,
        variantId: 1,
        quantity: 1,
        addedAt: createdAt,
      })).filter((line) => line.productId);
      await tx.query(
        `INSERT INTO shopping_lists (id, customer_id, name, description, line_items, created_at, last_modified_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6)`,
        [
          `${profile.customerId}-wishlist-${index + 1}`,
          profile.customerId,
          JSON.stringify({ 'en-AU': wishlist.name }),
          wishlist.description === null ? null : JSON.stringify({ 'en-AU': wishlist.description }),
          JSON.stringify(lineItems),
          createdAt,
        ],
      );
    }
    await tx.query(
      'INSERT INTO yotpo_customers (id, email, first_name, last_name, fail_updates) VALUES ($1, $2, $3, $4, $5)',
      [profile.externalId, customer.email, customer.firstName, customer.lastName, profile.yotpoFails ?? false],
    );
  }
}
