import * as z from '../transport/guard';

// The raw ("native") Searchspring search.json answer. Only what the SDK reads is declared; everything else passes
// through untouched. Quirks of the real service are accepted: integer booleans, facets without `type`, string
// numbers in result records.

const intOrBool = z.optional(
  z.pipe(
    z.union([z.boolean(), z.number()]),
    z.transform((value: boolean | number) => Boolean(value)),
  ),
);
const numberOrString = z.union([z.number(), z.string()]);
const asText = z.pipe(numberOrString, z.transform(String));
const range = z.optional(z.tuple([z.number(), z.number()]));

export const wireFacetValue = z.looseObject({
  active: intOrBool,
  type: z.optional(z.string()),
  value: z.optional(asText),
  label: z.optional(z.string()),
  count: z.optional(z.number()),
  low: z.optional(z.nullable(numberOrString)),
  high: z.optional(z.nullable(numberOrString)),
});

export const wireFacet = z.looseObject({
  field: z.string(),
  label: z.string(),
  // Some facets arrive with `type: null` or no type at all; both mean a plain list.
  type: z.nullish(z.string()),
  multiple: z.optional(z.string()),
  collapse: intOrBool,
  facet_active: intOrBool,
  values: z._default(z.array(wireFacetValue), []),
  range,
  active: range,
  step: z.optional(z.number()),
  hierarchyDelimiter: z.optional(z.string()),
});

/** One flat result record: every value a string (or a list of strings for multi-valued fields). */
export const wireResult = z.record(z.string(), z.union([z.string(), z.array(z.string()), z.number(), z.null()]));

export const wireSearchResponse = z.looseObject({
  pagination: z.looseObject({
    totalResults: z.number(),
    begin: z.optional(z.number()),
    end: z.optional(z.number()),
    currentPage: z.number(),
    totalPages: z.number(),
    previousPage: z.optional(z.number()),
    nextPage: z.optional(z.number()),
    perPage: z.number(),
    defaultPerPage: z.optional(z.number()),
  }),
  sorting: z.optional(
    z.looseObject({
      options: z.array(
        z.looseObject({
          field: z.string(),
          direction: z.string(),
          label: z.string(),
          active: intOrBool,
        }),
      ),
    }),
  ),
  results: z.array(wireResult),
  facets: z._default(z.array(wireFacet), []),
  query: z.optional(z.looseObject({ original: z.optional(z.string()), corrected: z.optional(z.string()) })),
  didYouMean: z.optional(z.looseObject({ query: z.optional(z.string()) })),
  merchandising: z.optional(
    z.looseObject({
      redirect: z.optional(z.string()),
      // Banners by position; read leniently, as inline banners carry objects rather than HTML strings.
      content: z.optional(z.unknown()),
      triggeredCampaigns: z.optional(
        z.nullable(
          z.array(
            z.looseObject({ id: z.optional(z.string()), title: z.optional(z.string()), type: z.optional(z.string()) }),
          ),
        ),
      ),
    }),
  ),
});

export type WireSearchResponse = z.infer<typeof wireSearchResponse>;
export type WireResult = z.infer<typeof wireResult>;

/** The raw `/api/suggest/query` answer (Searchspring spells the correction 'corrected-query'). */
export const wireSuggestResponse = z.looseObject({
  query: z.optional(z.string()),
  'corrected-query': z.optional(z.string()),
  suggested: z.optional(
    z.looseObject({
      text: z.string(),
      completed: z._default(
        z.array(z.looseObject({ token: z.optional(z.string()), query: z.optional(z.string()) })),
        [],
      ),
    }),
  ),
  alternatives: z._default(z.array(z.looseObject({ text: z.string() })), []),
});

/**
 * The raw `POST /v1/recommend` answer (the older `GET /boost/{siteId}/recommend` answers the same): one entry per
 * requested profile.
 */
export const wireRecommendResponse = z.array(
  z.looseObject({
    profile: z.looseObject({ tag: z.string() }),
    results: z.array(
      z.looseObject({
        id: asText,
        mappings: z.looseObject({
          core: z.looseObject({
            uid: z.optional(asText),
            name: z.optional(z.string()),
            sku: z.optional(z.string()),
            price: z.optional(numberOrString),
            msrp: z.optional(numberOrString),
            url: z.optional(z.string()),
            imageUrl: z.optional(z.string()),
            thumbnailImageUrl: z.optional(z.string()),
          }),
        }),
        attributes: z.optional(z.record(z.string(), z.unknown())),
      }),
    ),
  }),
);
