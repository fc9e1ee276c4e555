import type { GraphQLClient } from '../commercetools/graphqlClient';
import { ProductSearchQuery } from '../commercetools/operations/productSearch';
import type { BookshopConfig } from '../config';
import { CAROUSEL_PRODUCT_LIMIT } from '../rules/constants';
import type { RequestOptions } from '../transport/http';
import { type CatalogProduct, toCatalogProduct } from './catalogProduct';

/** Products from commerce (commercetools product projections). */
export interface CatalogResource {
  /**
   * Products by sku, in the order of `skus` (unknown skus are left out), in one request.
   *
   * @example
   * ```ts
   * const products = await bookshop.catalog.productsBySkus(['9780310448655', '9781433563560']);
   * ```
   */
  productsBySkus(skus: string[], options?: RequestOptions): Promise<CatalogProduct[]>;
  /**
   * One product by its en-AU slug, or `null` when there is none.
   *
   * @example
   * ```ts
   * const product = await bookshop.catalog.productBySlug('the-grace-of-joy-9781234567897');
   * ```
   */
  productBySlug(slug: string, options?: RequestOptions): Promise<CatalogProduct | null>;
}

export function createCatalogResource(config: BookshopConfig, graphql: GraphQLClient): CatalogResource {
  const search = async (path: string, values: string[], limit: number, options?: RequestOptions) => {
    const data = await graphql(
      ProductSearchQuery,
      { filters: [{ model: { value: { path, values } } }], limit, locale: config.locale },
      options,
    );
    return data.productProjectionSearch.results.map(toCatalogProduct);
  };
  return {
    async productsBySkus(skus, options) {
      const wanted = [...new Set(skus.filter(Boolean))];
      if (!wanted.length) return [];
      const found = new Map<string, CatalogProduct>();
      // The search caps a page, so long lists are asked for in slices; carousels stay within one.
      for (let start = 0; start < wanted.length; start += CAROUSEL_PRODUCT_LIMIT * 4) {
        const slice = wanted.slice(start, start + CAROUSEL_PRODUCT_LIMIT * 4);
        for (const product of await search('variants.sku', slice, slice.length, options))
          found.set(product.sku, product);
      }
      return wanted.map((sku) => found.get(sku)).filter((product): product is CatalogProduct => !!product);
    },
    async productBySlug(slug, options) {
      const [product] = await search(`slug.${config.locale}`, [slug], 1, options);
      return product ?? null;
    },
  };
}
