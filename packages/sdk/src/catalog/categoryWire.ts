import * as z from '../transport/guard';

const localized = z.record(z.string(), z.string());

interface WireCategory {
  id: string;
  key?: string;
  name: Record<string, string>;
  slug: Record<string, string>;
  orderHint?: string;
  parent?: { id: string; obj?: WireCategory };
  ancestors?: { id: string; obj?: WireCategory }[];
}

/** A commercetools REST `Category`, with whatever parents and ancestors were expanded. */
export const wireCategory: z.Guard<WireCategory> = z.lazy(() => {
  const reference = z.looseObject({ id: z.string(), obj: z.optional(wireCategory) });
  return z.looseObject({
    id: z.string(),
    key: z.optional(z.string()),
    name: localized,
    slug: localized,
    orderHint: z.optional(z.string()),
    parent: z.optional(reference),
    ancestors: z.optional(z.array(reference)),
  });
});

/** A commercetools paged query answer of categories. */
export const wireCategoryPage = z.looseObject({
  limit: z.number(),
  offset: z.number(),
  count: z.number(),
  total: z.optional(z.number()),
  results: z.array(wireCategory),
});

export type { WireCategory };
