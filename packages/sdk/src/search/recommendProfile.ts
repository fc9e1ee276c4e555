import * as z from '../transport/guard';
import { parseWire } from '../transport/wire';
import type { SearchspringGet } from './searchspringGet';
import type { SearchspringOptions } from './searchspringTracking';

/** The raw `/api/personalized-recommendations/profile.json` answer. */
export const wireRecommendProfile = z.looseObject({
  profile: z.looseObject({
    tag: z.string(),
    placement: z.optional(z.string()),
    display: z.optional(
      z.looseObject({
        threshold: z.optional(z.number()),
        template: z.optional(z.looseObject({ name: z.optional(z.string()), component: z.optional(z.string()) })),
        templateParameters: z.optional(z.record(z.string(), z.unknown())),
      }),
    ),
  }),
});

/** How a recommendation profile is shown: where, from how many products, and under which title. */
export interface RecommendProfile {
  tag: string;
  /** e.g. `product-page`, `basket-page`, `no-results-page`. */
  placement?: string;
  /** Fewer products than this and the carousel is left out; 0 when the profile sets none. */
  threshold: number;
  /** The carousel's heading: the template's `title` (or `headerText`, which Searchspring's own templates use). */
  title?: string;
  /** Every template parameter as configured. */
  parameters: Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** `search.recommendProfile(tag)` over a Searchspring GET. */
export const createRecommendProfile =
  (get: SearchspringGet) =>
  async (tag: string, options: SearchspringOptions = {}): Promise<RecommendProfile> => {
    const body = await get('/api/personalized-recommendations/profile.json', new URLSearchParams({ tag }), options);
    const { profile } = parseWire(wireRecommendProfile, body, 'Searchspring recommendation profile');
    const parameters = profile.display?.templateParameters ?? {};
    const title = text(parameters.title) ?? text(parameters.headerText);
    return {
      tag: profile.tag,
      ...(profile.placement ? { placement: profile.placement } : {}),
      threshold: profile.display?.threshold ?? 0,
      ...(title ? { title } : {}),
      parameters,
    };
  };
