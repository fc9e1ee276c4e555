import { type ProductSearchArgs, searchProducts } from '../products/productSearch';
import { productProjectionSource, productResolvers as productTypeResolvers } from '../products/productSource';
import { mergeResolvers, type ResolverMap } from './resolvers';

export const productResolvers: ResolverMap = mergeResolvers(productTypeResolvers, {
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
});
