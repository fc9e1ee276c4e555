import type { Database, Queryable } from '../db/database';
import { generateProducts, type SeedProduct } from './catalog';
import { generateCategories } from './categories';
import { DEMO_CUSTOMERS } from './customers';
import { hashPassword } from './passwords';
import { createRandom } from './random';
import { seedAccounts } from './seedAccounts';
import { seedStorefront } from './storefrontSeed';
import { seedYotpo } from './yotpoSeed';

export interface SeedOptions {
  /** How many products; 20,000 by default. */
  products?: number;
  /** PRNG seed; the same seed and day give the same catalogue. */
  seed?: number;
  /** Reference day for publication dates ("last 3 months"); today by default. */
  today?: Date;
  onProgress?: (message: string) => void;
}

export const DEFAULT_PRODUCT_COUNT = 20_000;
const BATCH = 500;

async function insertProducts(tx: Queryable, products: SeedProduct[]) {
  const columns = 26;
  const values: unknown[] = [];
  const rows = products.map((p, row) => {
    values.push(
      p.id,
      p.sku,
      p.slug,
      p.name,
      p.description,
      p.authors,
      p.format,
      p.publisher,
      p.isbn,
      p.section,
      p.categoryKey,
      p.productType,
      p.priceCents,
      p.discountedCents,
      p.rating,
      p.ratingCount,
      p.popularity,
      p.availability,
      p.stock,
      p.restockableInDays,
      p.publishedOn,
      p.series,
      p.themes,
      p.b2cPriceCents,
      p.b2bPriceCents,
      p.staffPriceCents,
    );
    const base = row * columns;
    const params = Array.from({ length: columns }, (_, i) => `$${base + i + 1}`);
    // Title weighs most, then authors; ISBN and sku match exactly through the 'simple' configuration.
    const at = (column: number) => `$${base + column}`;
    const search = [
      `setweight(to_tsvector('english', ${at(4)}), 'A')`,
      // The title again without stemming or stop words, so 'When' or 'The Message' still find their books.
      `setweight(to_tsvector('simple', ${at(4)}), 'D')`,
      `setweight(to_tsvector('simple', array_to_string(${at(6)}::text[], ' ')), 'B')`,
      `to_tsvector('simple', coalesce(${at(9)}, '') || ' ' || ${at(2)})`,
      `setweight(to_tsvector('english', ${at(7)} || ' ' || coalesce(${at(8)}, '')), 'C')`,
      // Series and themes are the catalogue's keywords.
      `setweight(to_tsvector('english', coalesce(${at(22)}, '') || ' ' || array_to_string(${at(23)}::text[], ' ')), 'C')`,
    ].join(' || ');
    return `(${params.join(', ')}, ${search})`;
  });
  await tx.query(
    `INSERT INTO products (id, sku, slug, name, description, authors, format, publisher, isbn, section, category_key, product_type,
       price_cents, discounted_cents, rating, rating_count, popularity, availability, stock, restockable_in_days,
       published_on, series, themes, b2c_price_cents, b2b_price_cents, staff_price_cents, search) VALUES ${rows.join(', ')}`,
    values,
  );
}

/** Whether the database already holds a catalogue. */
export async function isSeeded(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM products) AS seeded');
  return rows[0]?.seeded === true;
}

/** Fills an empty, migrated database with the catalogue and the demo customers in one transaction. */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<{ products: number }> {
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  const progress = options.onProgress ?? (() => {});
  const products = generateProducts(count, createRandom(options.seed ?? 1), options.today ?? new Date());
  const hashes = await Promise.all(DEMO_CUSTOMERS.map((customer) => hashPassword(customer.password)));
  await db.transaction(async (tx) => {
    // One change-log entry per statement instead of one per product (see migration 24): the search index reloads all.
    await tx.query(`SELECT set_config('emulator.bulk_load', 'on', true)`);
    for (const c of generateCategories()) {
      await tx.query('INSERT INTO categories (id, key, name, parent_key, order_hint) VALUES ($1, $2, $3, $4, $5)', [
        c.id,
        c.key,
        c.name,
        c.parentKey,
        c.orderHint,
      ]);
    }
    for (let start = 0; start < products.length; start += BATCH) {
      await insertProducts(tx, products.slice(start, start + BATCH));
      const done = Math.min(start + BATCH, products.length);
      if (done % 5000 === 0 || done === products.length) progress(`seeded ${done}/${products.length} products`);
    }
    for (const [index, c] of DEMO_CUSTOMERS.entries()) {
      await tx.query(
        `INSERT INTO customers (id, email, password_hash, customer_number, first_name, last_name, title, company_name,
           group_key, group_name, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          c.id,
          c.email,
          hashes[index],
          c.customerNumber,
          c.firstName,
          c.lastName,
          c.title,
          c.companyName,
          c.groupKey,
          c.groupName,
          c.createdAt,
        ],
      );
    }
    progress(`seeded ${DEMO_CUSTOMERS.length} demo customers`);
    await seedStorefront(tx, progress);
    await seedAccounts(tx);
    await seedYotpo(tx);
  });
  return { products: products.length };
}
