import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ReplyError } from '../../http/router';
import { Conditions } from './conditions';
import { addRecommendFilters, filtersFromQuery, type RecommendFilter, recommendFilter } from './recommendFilters';
import { coverUrl, dollars, effectiveCents } from './resultRecord';
import { PRODUCT_COLUMNS, type ProductRow, type SearchContext } from './runSearch';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const params = z.object({
  tags: z.string({ error: 'tags is required' }).min(1, 'tags is required').transform(list),
  limits: z
    .string()
    .regex(/^\d{1,4}(,\d{1,4})*$/, 'limits must be a comma list of whole numbers')
    .transform((value) => value.split(',').map(Number))
    .optional(),
  product: z.string().max(100).optional(),
  products: z.string().max(5000).transform(list).optional(),
  blockedItems: z.string().max(5000).transform(list).optional(),
  shopper: z.string().max(200).optional(),
  cart: z.string().max(5000).transform(list).optional(),
  lastViewed: z.string().max(5000).transform(list).optional(),
  categories: z.string().max(2000).transform(list).optional(),
});

/** What one recommendation request asks for, read from either endpoint. */
interface RecommendRequest {
  /** Profiles in answer order, each with its own limit, categories, brands, blocked items, filters and search term. */
  profiles: {
    tag: string;
    limit?: number;
    categories?: string[];
    /** Brands (the result's `mappings.core.brand`, the publisher) the profile recommends from. */
    brands?: string[];
    blockedItems?: string[];
    filters?: RecommendFilter[];
    searchTerm?: string;
    dedupe?: boolean;
  }[];
  /** The products the shopper is looking at (the older endpoint has one: `product`). */
  products: string[];
  shopper?: string;
  cart?: string[];
  lastViewed?: string[];
  blockedItems: string[];
  /** Filters every profile applies. */
  filters: RecommendFilter[];
}

const skus = z.array(z.string().max(100)).max(500);
// The body Searchspring's own client posts (snap-client `RecommendAPI.batchRecommendations`), sent as text/plain JSON.
const postBody = z.object(
  {
    siteId: z.string({ error: 'siteId is required' }).min(1, 'siteId is required'),
    profiles: z
      .array(
        z.object({
          tag: z.string({ error: 'profiles[].tag is required' }).min(1, 'profiles[].tag is required').max(100),
          limit: z.number().int().min(1).max(10_000).optional(),
          categories: z.array(z.string().max(200)).max(50).optional(),
          brands: z.array(z.string().max(200)).max(50).optional(),
          blockedItems: skus.optional(),
          searchTerm: z.string().max(256).optional(),
          filters: z.array(recommendFilter).max(50).optional(),
          dedupe: z.boolean().optional(),
        }),
        { error: 'profiles is required' },
      )
      .min(1, 'profiles must name at least one profile')
      .max(20),
    products: skus.optional(),
    blockedItems: skus.optional(),
    filters: z.array(recommendFilter).max(50).optional(),
    shopper: z.string().max(200).optional(),
    cart: skus.optional(),
    lastViewed: skus.optional(),
    test: z.boolean().optional(),
    withRecInfo: z.boolean().optional(),
    beacon: z.boolean().optional(),
  },
  { error: 'The body must be a JSON object' },
);

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 200;

/** Recommendation profiles by tag, each a strategy over the catalogue. */
export const PROFILES: Record<string, 'similar' | 'cart' | 'popular' | 'recent' | 'newest'> = {
  similar: 'similar',
  'also-viewed': 'similar',
  'view-cart': 'cart',
  cart: 'cart',
  'cross-sell': 'cart',
  'no result found': 'popular',
  trending: 'popular',
  'best-sellers': 'popular',
  'recently-viewed': 'recent',
  'new-releases': 'newest',
};

async function seeds(context: SearchContext, skus: string[]) {
  if (!skus.length) return [];
  const { rows } = await context.db.query<{
    id: string;
    sku: string;
    category_key: string;
    section: string;
    themes: string[];
  }>(
    'SELECT id, sku, category_key, section, themes FROM products WHERE sku = ANY($1::text[]) OR id = ANY($1::text[])',
    [skus],
  );
  return rows;
}

async function recommendFor(
  context: SearchContext,
  { tag, categories, brands, blockedItems = [], filters = [], searchTerm }: RecommendRequest['profiles'][number],
  limit: number,
  request: RecommendRequest,
  recommended: string[],
) {
  // Own keys only: a tag such as 'constructor' must not find Object.prototype's members.
  const strategy = Object.hasOwn(PROFILES, tag) ? PROFILES[tag] : undefined;
  if (!strategy) throw new ReplyError(404, `Unknown recommendation profile ${tag}`);
  const conditions = new Conditions();
  if (categories?.length) {
    const tree = await context.tree();
    const keys = categories.map((value) => tree.resolve(value)?.key).filter(Boolean);
    const param = conditions.param(keys);
    conditions.parts.push(
      `(category_key = ANY(${param}::text[]) OR EXISTS (SELECT 1 FROM unnest(${param}::text[]) AS k WHERE starts_with(category_key, k || '_')))`,
    );
  }
  // As `categories` does: only products of these brands, named in any case (as the text filters match).
  if (brands?.length) {
    const names = conditions.param(brands.map((brand) => brand.toLowerCase()));
    conditions.parts.push(`lower(publisher) = ANY(${names}::text[])`);
  }
  let order = 'popularity DESC';
  // Recently viewed items may be in the cart; other profiles never recommend what the shopper already has.
  const exclude = [
    ...(strategy === 'recent' ? [] : (request.cart ?? [])),
    ...request.products,
    ...request.blockedItems,
    ...blockedItems,
    ...recommended,
  ];
  if (strategy === 'recent') {
    const viewed = (request.lastViewed ?? []).slice(0, MAX_LIMIT);
    conditions.parts.push(`sku = ANY(${conditions.param(viewed)}::text[])`);
    order = `array_position(${conditions.param(viewed)}::text[], sku)`;
  } else if (strategy === 'similar' || strategy === 'cart') {
    const from =
      strategy === 'similar'
        ? await seeds(context, [request.products[0] ?? request.lastViewed?.[0] ?? ''].filter(Boolean))
        : await seeds(context, request.cart ?? []);
    if (!from.length) return [];
    const categories = conditions.param(from.map((seed) => seed.category_key));
    const sections = conditions.param(from.map((seed) => seed.section));
    const themes = conditions.param(from.flatMap((seed) => seed.themes));
    conditions.parts.push(`(category_key = ANY(${categories}::text[]) OR section = ANY(${sections}::text[]))`);
    order = `(category_key = ANY(${categories}::text[])) DESC, cardinality(ARRAY(SELECT unnest(themes) INTERSECT SELECT unnest(${themes}::text[]))) DESC, popularity DESC`;
  } else if (strategy === 'newest') {
    order = 'published_on DESC NULLS LAST';
  }
  // Products and blocked items may be named by id or by sku.
  if (exclude.length) {
    const excluded = conditions.param(exclude);
    conditions.parts.push(`sku <> ALL(${excluded}::text[]) AND id <> ALL(${excluded}::text[])`);
  }
  if (strategy !== 'recent') conditions.parts.push(`availability <> 'unavailable'`);
  await addRecommendFilters(conditions, [...request.filters, ...filters], context.tree);
  const term = searchTerm?.trim();
  if (term) order = `(search @@ plainto_tsquery('english', ${conditions.param(term)})) DESC, ${order}`;
  const { rows } = await context.db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products ${conditions.where()} ORDER BY ${order}, id LIMIT ${conditions.param(limit)}`,
    conditions.params,
  );
  return rows;
}

/**
 * One entry per profile, in the order asked: `{ responseId, profile: { tag }, results }`. Profiles are deduplicated
 * as the current API does for a batch: a product one profile recommends is left out of the later ones, unless a
 * profile asks for `dedupe: false` (its results then neither lose nor take products).
 */
async function recommendAll(context: SearchContext, request: RecommendRequest, origin: string) {
  const recommended: string[] = [];
  const answers = [];
  for (const profile of request.profiles) {
    const limit = Math.min(Math.max(profile.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
    const dedupe = profile.dedupe !== false;
    const rows = await recommendFor(context, profile, limit, request, dedupe ? recommended : []);
    if (dedupe) recommended.push(...rows.map((row) => row.sku));
    answers.push({
      responseId: randomUUID(),
      profile: { tag: profile.tag },
      results: rows.map((row, rank) => ({
        id: row.id,
        score: Number((1 - rank / Math.max(rows.length, 1)).toFixed(4)),
        mappings: {
          core: {
            uid: row.id,
            name: row.name,
            sku: row.sku,
            msrp: Number(dollars(row.price_cents)),
            price: Number(dollars(effectiveCents(row))),
            thumbnailImageUrl: coverUrl(origin, row.sku),
            url: `/product/${row.slug}`,
            brand: row.publisher ?? '',
            popularity: row.popularity,
            imageUrl: coverUrl(origin, row.sku),
          },
        },
        attributes: { format: row.format, author: row.authors, availability: row.availability },
      })),
    });
  }
  return answers;
}

/**
 * The older `GET /boost/{siteId}/recommend`: `tags` and `limits` as comma lists (a limit per tag, or one for all),
 * `product` or `products`, `blockedItems`, `shopper`, `cart`, `lastViewed`, `categories` and `filter.{field}`
 * (`.low` / `.high` for a range). Answers one entry per tag with Searchspring's `mappings.core` fields (numbers for
 * prices and popularity) and a few attributes.
 */
export async function recommend(context: SearchContext, search: URLSearchParams, origin: string) {
  const raw: Record<string, string> = {};
  for (const [key, value] of search) {
    if (!key.startsWith('filter.')) raw[key] = key in raw ? `${raw[key]},${value}` : value;
  }
  const parsed = params.safeParse(raw);
  if (!parsed.success) throw new ReplyError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
  const {
    tags,
    limits,
    product,
    products = [],
    blockedItems = [],
    shopper,
    cart,
    lastViewed,
    categories,
  } = parsed.data;
  return recommendAll(
    context,
    {
      // The older endpoint has no `dedupe` to opt out with; its profiles are answered independently.
      profiles: tags.map((tag, index) => ({ tag, limit: limits?.[index] ?? limits?.[0], categories, dedupe: false })),
      products: product ? [product, ...products] : products,
      shopper,
      cart,
      lastViewed,
      blockedItems,
      filters: filtersFromQuery(search),
    },
    origin,
  );
}

/**
 * The current `POST /v1/recommend`, with the body Searchspring's own client sends (as `text/plain`):
 * `{ siteId, profiles: [{ tag, limit?, categories?, blockedItems?, filters?, searchTerm?, dedupe?, brands? }],
 * products?, blockedItems?, filters?, shopper?, cart?, lastViewed?, … }`. Answers the same entries as the older
 * endpoint, one per profile in order. A profile's `searchTerm` ranks the products matching it first; its `categories`
 * and `brands` (the publisher, which results carry as `mappings.core.brand`) limit it to products of those.
 */
export async function recommendPost(context: SearchContext, body: unknown, siteIds: readonly string[], origin: string) {
  const parsed = postBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new ReplyError(400, `${where}${issue?.message ?? 'Invalid request'}`);
  }
  const { siteId, profiles, products = [], shopper, cart, lastViewed, blockedItems = [], filters = [] } = parsed.data;
  if (!siteIds.includes(siteId)) throw new ReplyError(404, `Unknown siteId ${siteId}`);
  return recommendAll(context, { profiles, products, shopper, cart, lastViewed, blockedItems, filters }, origin);
}
