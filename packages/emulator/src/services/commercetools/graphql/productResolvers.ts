import type { Localized } from '../model/viewFields';
import { type ProductSearchArgs, searchProducts } from '../products/productSearch';
import { productProjectionSource } from '../products/productSource';
import { allLocales, filterByName, pickLocale } from './common';
import type { ResolverMap } from './resolvers';

const pickFirst = (values: unknown, args: Record<string, unknown>) => pickLocale(values as Localized, args);
const localesOf = (values: unknown) => allLocales(values as Localized) ?? [];
const priceFor = (source: Record<string, unknown>, args: Record<string, unknown>) =>
  (source.prices as { value: { currencyCode: string } }[]).find(
    (price) => price.value.currencyCode === args.currency,
  ) ?? null;
const attributesRaw = (source: Record<string, unknown>, args: Record<string, unknown>) =>
  filterByName(
    (source.attributes as { name: string; value: unknown }[]).map((attribute) => ({
      ...attribute,
      referencedResource: null,
      referencedResourceSet: [],
    })),
    args,
  );
const channels = () => ({ limit: null, offset: null, total: 0, results: [] });

export const productResolvers: ResolverMap = {
  Query: {
    productProjectionSearch: async (_source, args, context) => {
      const { total, offset, rows } = await searchProducts(context.db, args as ProductSearchArgs);
      return {
        offset,
        count: rows.length,
        total,
        results: rows.map((row) => productProjectionSource(row, context.origin)),
        facets: [],
      };
    },
  },
  ProductProjection: {
    name: (source, args) => pickFirst(source.names, args),
    nameAllLocales: (source) => localesOf(source.names),
    description: (source, args) => pickFirst(source.descriptions, args),
    descriptionAllLocales: (source) => localesOf(source.descriptions),
    slug: (source, args) => pickFirst(source.slugs, args),
    slugAllLocales: (source) => localesOf(source.slugs),
    variants: (source) => source.otherVariants,
    allVariants: (source) => [source.masterVariant, ...(source.otherVariants as unknown[])],
  },
  ProductSearchVariant: { price: priceFor, attributesRaw },
  ProductVariant: { price: priceFor, attributesRaw },
  ProductSearchVariantAvailabilityWithChannels: { channels },
  ProductVariantAvailabilityWithChannels: { channels },
};
