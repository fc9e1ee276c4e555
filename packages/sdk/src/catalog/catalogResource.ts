import type { GraphQLClient } from '../commercetools/graphqlClient';
import type { RestClient } from '../commercetools/restClient';
import type { BookshopConfig } from '../config';
import { ProductSearchDocument } from '../generated/graphql';
import { CAROUSEL_PRODUCT_LIMIT, carouselSource } from '../rules/carouselSource';
import type { SearchProduct } from '../search/searchTypes';
import type { NoInput, RequestOptions } from '../transport/http';
import { parseWire } from '../transport/wire';
import { type CatalogProduct, toCatalogProduct } from './catalogProduct';
import { type Category, toCategory } from './category';
import { wireCategoryPage } from './categoryWire';
import { withCommerce } from './withCommerce';

/** Category calls (spec C9): children per request, and categories per page of the whole list. */
const CHILD_CATEGORY_LIMIT = 100;
const CATEGORY_PAGE_SIZE = 250;

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
   * One product by its en-AU slug, or `null` when there is none; with its categories and their ancestors, for
   * breadcrumbs.
   *
   * @example
   * ```ts
   * const product = await bookshop.catalog.productBySlug('the-grace-of-joy-9781234567897');
   * const trail = product?.categories?.[0] ? breadcrumbTrail(product.categories[0]) : [];
   * ```
   */
  productBySlug(slug: string, options?: RequestOptions): Promise<CatalogProduct | null>;
  /**
   * A carousel's products (spec C5, C8) by en-AU slug or by sku, in the order given, at most 30, in one request.
   * Unknown ones are left out. Slugs and skus together are an error (a {@link BookshopError}, nothing is sent).
   *
   * @example
   * ```ts
   * const products = await bookshop.catalog.carouselProducts({ slugs: ['mere-christianity-9780060652920'] });
   * ```
   */
  carouselProducts(
    input: { slugs?: string[] | null; skus?: string[] | null },
    options?: RequestOptions,
  ): Promise<CatalogProduct[]>;
  /**
   * Search results with commerce's stock merged in (spec C4: stock is fetched by sku after the results arrive), in one
   * request: each product gets `availabilityInfo` and commerce's availability text where commerce knows the sku, and
   * what the search feed left out (image, authors, format, price, product type, variant) from commerce's product.
   *
   * @example
   * ```ts
   * const products = await bookshop.catalog.withStock((await bookshop.search.search(state, { stock: false })).products);
   * ```
   */
  withStock<T extends SearchProduct>(products: T[], options?: RequestOptions): Promise<T[]>;
  /**
   * A category by its en-AU slug with its parent and grandparent, or `null` (logged) when there is none.
   *
   * @example
   * ```ts
   * const niv = await bookshop.catalog.categoryBySlug('web_bibles_niv'); // niv?.parent?.name === 'Bibles'
   * ```
   */
  categoryBySlug(slug: string, options?: RequestOptions): Promise<Category | null>;
  /**
   * The children of a category (at most 100), in their merchandised order.
   *
   * @example
   * ```ts
   * const sections = await bookshop.catalog.childCategories(root.id);
   * ```
   */
  childCategories(parentId: string, options?: RequestOptions): Promise<Category[]>;
  /**
   * Every category with its ancestors, loaded in pages of 250 sorted by id.
   *
   * @example
   * ```ts
   * const tree = await bookshop.catalog.allCategories();
   * ```
   */
  allCategories(input?: NoInput, options?: RequestOptions): Promise<Category[]>;
}

/** The products found, in the order their keys were asked for; keys nothing matched are left out. */
const inOrderAsked = (wanted: string[], found: Map<string, CatalogProduct>) =>
  wanted.map((key) => found.get(key)).filter((product): product is CatalogProduct => !!product);

/** A predicate string literal: commercetools query predicates quote with double quotes. */
const quoted = (value: string) => JSON.stringify(value);

export function createCatalogResource(
  config: BookshopConfig,
  graphql: GraphQLClient,
  rest: RestClient,
): CatalogResource {
  const categories = async (query: URLSearchParams, options?: RequestOptions) => {
    const page = parseWire(wireCategoryPage, await rest('/categories', query, options), 'commercetools categories');
    return { ...page, results: page.results.map((wire) => toCategory(wire, config.locale)) };
  };
  const search = async (
    path: string,
    values: string[],
    limit: number,
    options?: RequestOptions,
    withCategories = false,
  ) => {
    const data = await graphql(
      ProductSearchDocument,
      { filters: [{ model: { value: { path, values } } }], limit, locale: config.locale, withCategories },
      options,
    );
    return data.productProjectionSearch.results.map(toCatalogProduct);
  };
  const resource: CatalogResource = {
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
      return inOrderAsked(wanted, found);
    },
    async withStock(products, options) {
      const stock = new Map(
        (
          await resource.productsBySkus(
            products.map((product) => product.sku),
            options,
          )
        ).map((found) => [found.sku, found]),
      );
      return products.map((product) => {
        const found = stock.get(product.sku);
        return found ? withCommerce(product, found) : product;
      });
    },
    async productBySlug(slug, options) {
      const [product] = await search(`slug.${config.locale}`, [slug], 1, options, true);
      return product ?? null;
    },
    async carouselProducts(input, options) {
      const source = carouselSource(input);
      if (!source) return [];
      const wanted = [...new Set(source.values)].slice(0, CAROUSEL_PRODUCT_LIMIT);
      if (source.by === 'sku') return resource.productsBySkus(wanted, options);
      const found = new Map(
        (await search(`slug.${config.locale}`, wanted, wanted.length, options)).map((product) => [
          product.slug,
          product,
        ]),
      );
      return inOrderAsked(wanted, found);
    },
    async categoryBySlug(slug, options) {
      const query = new URLSearchParams({ where: `slug(${config.locale}=${quoted(slug)})`, limit: '1' });
      query.append('expand', 'parent');
      query.append('expand', 'parent.parent');
      const [category] = (await categories(query, options)).results;
      if (!category) config.logger.warn(`Category not found: ${slug}`);
      return category ?? null;
    },
    async childCategories(parentId, options) {
      const query = new URLSearchParams({
        where: `parent(id=${quoted(parentId)})`,
        limit: String(CHILD_CATEGORY_LIMIT),
        sort: 'orderHint asc',
      });
      return (await categories(query, options)).results;
    },
    async allCategories(_input, options) {
      const all: Category[] = [];
      for (let offset = 0; ; offset += CATEGORY_PAGE_SIZE) {
        const query = new URLSearchParams({
          sort: 'id asc',
          limit: String(CATEGORY_PAGE_SIZE),
          offset: String(offset),
          expand: 'ancestors[*]',
        });
        const page = await categories(query, options);
        all.push(...page.results);
        if (page.count < CATEGORY_PAGE_SIZE) return all;
      }
    },
  };
  return resource;
}
