import { type CategoryResource, loadCategoryResources } from '../rest/categoryResources';
import { localizedField, NO_META_TEXTS } from './common';
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

/**
 * `ProductProjection.categories` from the product's category references, and the `Category` fields a breadcrumb
 * needs: localized name and slug, `ancestors` (root first) and `parent`, with their references.
 */
export const categoryResolvers: ResolverMap = {
  ProductProjection: {
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
  },
};
