import type { Queryable } from '../../../db/database';
import { loadProducts } from '../products/productRows';
import { productTypeSource, variantSource } from '../products/productSource';
import type { ShoppingListDoc } from './shoppingListDoc';
import { initiator, reference } from './viewFields';

/** Shopping lists as GraphQL `ShoppingList` sources, their line items joined with the catalogue. */
export async function shoppingListSources(q: Queryable, docs: ShoppingListDoc[], origin: string) {
  const products = await loadProducts(q, { ids: docs.flatMap((doc) => doc.lineItems.map((line) => line.productId)) });
  return docs.map((doc) => ({
    id: doc.id,
    version: doc.version,
    key: doc.key,
    names: doc.name,
    descriptions: doc.description,
    slug: null,
    slugAllLocales: null,
    customerRef: doc.customerId ? reference('customer', doc.customerId) : null,
    anonymousId: doc.anonymousId,
    businessUnit: null,
    businessUnitRef: null,
    storeRef: null,
    store: null,
    custom: null,
    textLineItems: [],
    deleteDaysAfterLastModification: doc.deleteDaysAfterLastModification,
    createdAt: doc.createdAt,
    lastModifiedAt: doc.lastModifiedAt,
    createdBy: initiator(),
    lastModifiedBy: initiator(),
    lineItems: doc.lineItems.map((line) => {
      const product = products.byId.get(line.productId);
      return {
        id: line.id,
        key: null,
        productId: line.productId,
        variantId: line.variantId,
        quantity: line.quantity,
        addedAt: line.addedAt,
        published: Boolean(product),
        deactivatedAt: product ? null : doc.lastModifiedAt,
        custom: null,
        names: product ? { 'en-AU': product.name } : {},
        slugs: product ? { 'en-AU': product.slug } : null,
        productTypeRef: reference('product-type', `pt-${product?.product_type ?? 'unknown'}`),
        productType: productTypeSource(product?.product_type ?? 'unknown'),
        variant: product ? variantSource(product, origin) : null,
      };
    }),
  }));
}

/** The same list in its REST shape, which `where` predicates and `sort` of `me.shoppingLists` evaluate. */
export const shoppingListResource = (doc: ShoppingListDoc) => ({
  id: doc.id,
  version: doc.version,
  key: doc.key ?? undefined,
  name: doc.name,
  description: doc.description ?? undefined,
  customer: doc.customerId ? reference('customer', doc.customerId) : undefined,
  anonymousId: doc.anonymousId ?? undefined,
  lineItems: doc.lineItems,
  createdAt: doc.createdAt,
  lastModifiedAt: doc.lastModifiedAt,
});
