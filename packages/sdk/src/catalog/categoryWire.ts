import * as z from 'zod';

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
export const wireCategory: z.ZodType<WireCategory> = z.lazy(() =>
  z.looseObject({
    id: z.string(),
    key: z.string().optional(),
    name: localized,
    slug: localized,
    orderHint: z.string().optional(),
    parent: z.looseObject({ id: z.string(), obj: wireCategory.optional() }).optional(),
    ancestors: z.array(z.looseObject({ id: z.string(), obj: wireCategory.optional() })).optional(),
  }),
);

/** A commercetools paged query answer of categories. */
export const wireCategoryPage = z.looseObject({
  limit: z.number(),
  offset: z.number(),
  count: z.number(),
  total: z.number().optional(),
  results: z.array(wireCategory),
});

export type { WireCategory };
