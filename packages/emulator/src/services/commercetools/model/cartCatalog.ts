import type { Queryable } from '../../../db/database';
import { loadProducts, type ProductRow } from '../products/productRows';

export interface DiscountCodeRow {
  id: string;
  code: string;
  name: string;
  percent_off: number;
  is_active: boolean;
  valid_from: Date | null;
  valid_until: Date | null;
  max_applications: number | null;
  application_count: number;
  min_subtotal_cents: number | null;
  stops_later_discounts: boolean;
  created_at: Date;
}

export interface ShippingMethodRow {
  id: string;
  key: string;
  name: string;
  price_cents: number;
  free_above_cents: number | null;
  is_default: boolean;
}

/** What pricing and update actions of carts read besides the cart: products, discount codes, shipping methods. */
export interface CartCatalog {
  products: { byId: Map<string, ProductRow>; bySku: Map<string, ProductRow> };
  discountCodes: Map<string, DiscountCodeRow>;
  discountCodesByCode: Map<string, DiscountCodeRow>;
  shippingMethods: ShippingMethodRow[];
}

/** Loads the rows a set of carts and actions refer to. */
export async function loadCartCatalog(
  q: Queryable,
  refs: { productIds?: string[]; skus?: string[]; discountCodeIds?: string[]; codes?: string[] },
): Promise<CartCatalog> {
  const products = await loadProducts(q, { ids: refs.productIds, skus: refs.skus });
  const { rows: codes } = await q.query<DiscountCodeRow>(
    'SELECT * FROM discount_codes WHERE id = ANY($1::text[]) OR code = ANY($2::text[])',
    [refs.discountCodeIds ?? [], refs.codes ?? []],
  );
  const { rows: shippingMethods } = await q.query<ShippingMethodRow>('SELECT * FROM shipping_methods ORDER BY id');
  return {
    products,
    discountCodes: new Map(codes.map((code) => [code.id, code])),
    discountCodesByCode: new Map(codes.map((code) => [code.code, code])),
    shippingMethods,
  };
}
