import { invalidInput } from '../errors';
import { loadCategoryResources } from '../model/categoryResources';
import { queryProducts } from '../model/productQuery';
import { requireScope } from '../oauth/requireScope';
import { loadProducts, PRODUCT_COLUMNS, PRODUCT_FROM, type ProductRow } from '../products/productRows';
import { runProductSearch, searchDocument } from '../products/productSearchQuery';
import { productProjectionSource } from '../products/productSource';
import { localizedField } from './common';
import { graphqlPage, graphqlQueryArgs } from './queryPage';
import type { CommercetoolsContext, ResolverMap } from './resolvers';

/** A product as the GraphQL `Product` source: its published data as both `current` and `staged`. */
async function productSources(ids: string[], context: CommercetoolsContext) {
  const { byId } = await loadProducts(context.db, { ids });
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const data = productProjectionSource(row, context.origin);
    return [
      {
        ...data,
        skus: [row.sku],
        priceMode: 'Embedded',
        masterData: { current: data, staged: data, published: true, hasStagedChanges: false },
      },
    ];
  });
}

/**
 * `productsSearch` (the Product Search API, `products/productSearchQuery.ts`), the Admin API's
 * `products(where, sort, limit, offset)` and `product(id | key | sku | variantKey)` (`view_products`), over the same catalogue as the
 * projections; `where` and `sort` are REST's (over the REST `Product`, e.g. `masterData(published = true)`), and
 * `ProductData` reads like the projection it is built from.
 */
export const productQueryResolvers: ResolverMap = {
  Query: {
    products: async (_source, args, context) => {
      requireScope(context.session, context.projectKey, ['view_products', 'manage_products']);
      const query = graphqlQueryArgs(args);
      const { total, results } = await queryProducts(context.db, query, context.origin);
      const sources = await productSources(
        results.map((product) => product.id),
        context,
      );
      return graphqlPage({ offset: query.offset, count: sources.length, total, results: sources });
    },
    productsSearch: async (_source, args, context) => {
      requireScope(context.session, context.projectKey, ['view_published_products', 'view_products']);
      const { rows } = await context.db.query<ProductRow>(
        `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} ORDER BY p.id`,
      );
      const categories = await loadCategoryResources(context.db);
      const ancestors = new Map(categories.map((category) => [category.id, category.ancestors.map((a) => a.id)]));
      const documents = rows.map((row) => searchDocument(row, (id) => ancestors.get(id) ?? []));
      const { ids, ...found } = runProductSearch(documents, args as Parameters<typeof runProductSearch>[1]);
      const products = await productSources(ids, context);
      return { ...found, results: products.map((product) => ({ id: product.id, product })) };
    },
    product: async (_source, args, context) => {
      requireScope(context.session, context.projectKey, ['view_products', 'manage_products']);
      const { id, key, sku, variantKey } = args as Record<string, string | null | undefined>;
      const given = [id, key, sku, variantKey].filter((value) => value != null);
      if (given.length !== 1) throw invalidInput("Exactly one of 'id', 'key', 'sku' or 'variantKey' must be given.");
      // A product has one variant, whose key and sku are the product's key.
      const wanted = given[0] as string;
      const { byId, bySku } = await loadProducts(context.db, id != null ? { ids: [wanted] } : { skus: [wanted] });
      const row = id != null ? byId.get(wanted) : bySku.get(wanted);
      return row ? ((await productSources([row.id], context))[0] ?? null) : null;
    },
  },
  ProductData: {
    ...localizedField('name', 'names'),
    ...localizedField('description', 'descriptions'),
    ...localizedField('slug', 'slugs'),
    variants: (source) => source.otherVariants,
    allVariants: (source) => [source.masterVariant, ...(source.otherVariants as unknown[])],
  },
};
