import { createHash } from 'node:crypto';
import { z } from 'zod';
import { ReplyError } from '../../http/router';
import { PROFILES } from './recommend';

/** Where each profile's carousel sits and the title it shows, for every profile recommend.ts serves. */
export const PROFILE_DISPLAY: Record<string, { placement: string; title: string }> = {
  similar: { placement: 'product-page', title: 'Similar products' },
  'also-viewed': { placement: 'product-page', title: 'Customers also viewed' },
  'view-cart': { placement: 'basket-page', title: 'You might also like' },
  cart: { placement: 'basket-page', title: 'Goes well with your basket' },
  'cross-sell': { placement: 'basket-page', title: 'Frequently bought together' },
  'no result found': { placement: 'no-results-page', title: 'Popular right now' },
  trending: { placement: 'home-page', title: 'Trending now' },
  'best-sellers': { placement: 'home-page', title: 'Best sellers' },
  'recently-viewed': { placement: 'other', title: 'Recently viewed' },
  'new-releases': { placement: 'home-page', title: 'New releases' },
};

/** Searchspring leaves a carousel out when a profile finds fewer products than this. */
const THRESHOLD = 4;

const params = z.object({ tag: z.string({ error: 'tag is required' }).min(1, 'tag is required').max(100) });

/** A stable UUID-shaped id per template, so the same profile always names the same template. */
const templateUuid = (tag: string) =>
  createHash('sha1')
    .update(`bookshop-recommendation-template:${tag}`)
    .digest('hex')
    .slice(0, 32)
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * `/api/personalized-recommendations/profile.json`: how one recommendation profile displays — its placement, the
 * result threshold, its template and `templateParameters.title`. A tag recommend.ts does not serve is a 404.
 */
export function recommendProfile(search: URLSearchParams) {
  const parsed = params.safeParse({ tag: search.get('tag') ?? undefined });
  if (!parsed.success) throw new ReplyError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
  const { tag } = parsed.data;
  const display =
    Object.hasOwn(PROFILES, tag) && Object.hasOwn(PROFILE_DISPLAY, tag) ? PROFILE_DISPLAY[tag] : undefined;
  if (!display) throw new ReplyError(404, `Unknown recommendation profile ${tag}`);
  return {
    profile: {
      tag,
      placement: display.placement,
      display: {
        threshold: THRESHOLD,
        template: {
          name: 'bookshop__production',
          uuid: templateUuid(tag),
          component: 'Carousel',
          branch: 'production',
          group: 'bookshop',
        },
        templateParameters: { title: display.title },
      },
    },
  };
}
