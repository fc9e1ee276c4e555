import { invalidInput } from '../errors';
import { type CategoryResource, loadCategoryResources } from '../model/categoryResources';
import { compilePredicate, compileSort } from '../model/queryPredicate';
import { NO_META_TEXTS } from '../model/viewFields';
import { localizedField } from './common';
import { graphqlPage, graphqlQueryArgs } from './queryPage';
import type { CommercetoolsContext, ResolverMap } from './resolvers';

type Ref = { id: string };

const loaded = new WeakMap<CommercetoolsContext, Promise<Map<string, CategoryResource>>>();

/** Every category by id, read once per request however many products and ancestors ask for theirs. */
function categoriesById(context: CommercetoolsContext): Promise<Map<string, CategoryResource>> {
  let categories = loaded.get(context);
  if (!categories) {
    categories = loadCategoryResources(context.db).then(
      (all) => new Map(all.map((category) => [category.id, category])),
    );
    loaded.set(context, categories);
  }
  return categories;
}

/**
 * A category as the GraphQL `Category` source: the REST resource, whose `name`, `slug`, `ancestors` and `parent`
 * the resolvers below read, plus the fields the emulated catalogue genuinely has no value for.
 */
const categorySource = (category: CategoryResource) => ({
  ...category,
  description: null,
  descriptionAllLocales: null,
  externalId: null,
  ...NO_META_TEXTS,
  custom: null,
  createdBy: null,
  lastModifiedBy: null,
});

async function resolve(refs: Ref[], context: CommercetoolsContext) {
  const byId = await categoriesById(context);
  return refs.flatMap((ref) => {
    const category = byId.get(ref.id);
    return category ? [categorySource(category)] : [];
  });
}

/** Direct children of a category, in `orderHint` order (commercetools caps the field at 150). */
async function childrenOf(id: string, context: CommercetoolsContext): Promise<CategoryResource[]> {
  const byId = await categoriesById(context);
  return [...byId.values()]
    .filter((category) => category.parent?.id === id)
    .sort((a, b) => (a.orderHint < b.orderHint ? -1 : a.orderHint > b.orderHint ? 1 : a.id < b.id ? -1 : 1));
}

/**
 * `ProductProjection.categories` from the product's category references; the `Category` fields a breadcrumb and a
 * category tree need: localized name and slug, `ancestors` (root first), `parent`, `children` and `childCount`; and
 * the queries `category(id | key)` and `categories(where, sort, limit, offset)`, with the predicates and sorts REST's
 * `/categories` takes (one store: the same categories and versions either way).
 */
export const categoryResolvers: ResolverMap = {
  Query: {
    category: async (_source, args, context) => {
      const { id, key } = args as { id?: string | null; key?: string | null };
      if ((id == null) === (key == null)) throw invalidInput("Exactly one of 'id' or 'key' must be given.");
      const byId = await categoriesById(context);
      const found = id != null ? byId.get(id) : [...byId.values()].find((category) => category.key === key);
      return found ? categorySource(found) : null;
    },
    categories: async (_source, args, context) => {
      const { where, sort, limit: take, offset: skip } = graphqlQueryArgs(args);
      const predicate = where[0] ? compilePredicate(where[0]) : () => true;
      const order = compileSort(sort);
      const all = [...(await categoriesById(context)).values()];
      const matching = all
        .filter((category) => predicate(category))
        .sort(
          (a, b) =>
            order(a, b) ||
            (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0) ||
            (a.id < b.id ? -1 : 1),
        );
      const results = matching.slice(skip, skip + take).map(categorySource);
      return graphqlPage({ offset: skip, count: results.length, total: matching.length, results });
    },
  },
  ProductProjection: {
    categories: (source, _args, context) => resolve(source.categoriesRef as Ref[], context),
  },
  ProductData: {
    categories: (source, _args, context) => resolve(source.categoriesRef as Ref[], context),
  },
  Category: {
    ...localizedField('name', 'name'),
    ...localizedField('slug', 'slug'),
    ancestorsRef: (source) => source.ancestors,
    ancestors: (source, _args, context) => resolve(source.ancestors as Ref[], context),
    parentRef: (source) => source.parent ?? null,
    parent: async (source, _args, context) =>
      source.parent ? ((await resolve([source.parent as Ref], context))[0] ?? null) : null,
    children: async (source, _args, context) => (await childrenOf(source.id as string, context)).map(categorySource),
    childCount: async (source, _args, context) => (await childrenOf(source.id as string, context)).length,
  },
};
