import * as z from 'zod';

// The raw ("native") Searchspring search.json answer. Only what the SDK reads is declared; everything else passes
// through untouched. Quirks of the real service are accepted: integer booleans, facets without `type`, string
// numbers in result records.

const intOrBool = z.union([z.boolean(), z.number()]).transform(Boolean);

export const wireFacetValue = z.looseObject({
  active: intOrBool.optional(),
  type: z.string().optional(),
  value: z.union([z.string(), z.number()]).transform(String).optional(),
  label: z.string().optional(),
  count: z.number().optional(),
  low: z.union([z.string(), z.number(), z.null()]).optional(),
  high: z.union([z.string(), z.number(), z.null()]).optional(),
});

export const wireFacet = z.looseObject({
  field: z.string(),
  label: z.string(),
  // Some facets arrive with `type: null` or no type at all; both mean a plain list.
  type: z.string().nullish(),
  multiple: z.string().optional(),
  collapse: intOrBool.optional(),
  facet_active: intOrBool.optional(),
  values: z.array(wireFacetValue).default([]),
  range: z.tuple([z.number(), z.number()]).optional(),
  active: z.tuple([z.number(), z.number()]).optional(),
  step: z.number().optional(),
  hierarchyDelimiter: z.string().optional(),
});

/** One flat result record: every value a string (or a list of strings for multi-valued fields). */
export const wireResult = z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number(), z.null()]));

export const wireSearchResponse = z.looseObject({
  pagination: z.looseObject({
    totalResults: z.number(),
    begin: z.number().optional(),
    end: z.number().optional(),
    currentPage: z.number(),
    totalPages: z.number(),
    previousPage: z.number().optional(),
    nextPage: z.number().optional(),
    perPage: z.number(),
    defaultPerPage: z.number().optional(),
  }),
  sorting: z
    .looseObject({
      options: z.array(
        z.looseObject({
          field: z.string(),
          direction: z.string(),
          label: z.string(),
          active: intOrBool.optional(),
        }),
      ),
    })
    .optional(),
  results: z.array(wireResult),
  facets: z.array(wireFacet).default([]),
  query: z.looseObject({ original: z.string().optional(), corrected: z.string().optional() }).optional(),
  didYouMean: z.looseObject({ query: z.string().optional() }).optional(),
  merchandising: z.looseObject({ redirect: z.string().optional(), content: z.unknown().optional() }).optional(),
});

export type WireSearchResponse = z.infer<typeof wireSearchResponse>;
export type WireResult = z.infer<typeof wireResult>;

/** The raw `/api/suggest/query` answer (Searchspring spells the correction 'corrected-query'). */
export const wireSuggestResponse = z.looseObject({
  query: z.string().optional(),
  'corrected-query': z.string().optional(),
  suggested: z
    .looseObject({
      text: z.string(),
      completed: z.array(z.looseObject({ token: z.string().optional(), query: z.string().optional() })).default([]),
    })
    .optional(),
  alternatives: z.array(z.looseObject({ text: z.string() })).default([]),
});

const wireNumberOrString = z.union([z.number(), z.string()]);

/** The raw `/boost/{siteId}/recommend` answer: one entry per requested profile. */
export const wireRecommendResponse = z.array(
  z.looseObject({
    profile: z.looseObject({ tag: z.string() }),
    results: z.array(
      z.looseObject({
        id: z.union([z.string(), z.number()]).transform(String),
        mappings: z.looseObject({
          core: z.looseObject({
            uid: wireNumberOrString.transform(String).optional(),
            name: z.string().optional(),
            sku: z.string().optional(),
            price: wireNumberOrString.optional(),
            msrp: wireNumberOrString.optional(),
            url: z.string().optional(),
            imageUrl: z.string().optional(),
            thumbnailImageUrl: z.string().optional(),
          }),
        }),
        attributes: z.record(z.string(), z.unknown()).optional(),
      }),
    ),
  }),
);
