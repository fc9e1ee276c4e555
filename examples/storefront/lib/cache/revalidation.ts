import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import type { CacheHandler } from 'next/dist/server/lib/cache-handlers/types';
import * as z from 'zod/mini';
import { SharedStoreUnavailableError } from '@/lib/shared/sharedStoreTypes';
import { readJsonBody } from '../http/jsonBody';
import { refusalResponse } from '../http/routeFailure';
import { RouteRefusal } from '../http/routeRefusal';
import { registeredCacheHandler } from './registeredCacheHandler.mjs';

/**
 * The tags the site's caches declare (lib/data): `content` and `content:{part}` (contentCache), `products`, `stock`
 * and `product:{slug}` (catalogCache), `sitemap` and `sitemap:{part}`. A tag outside these names nothing and is refused, so a typo in a
 * webhook's set-up is an error, not a silent no-op.
 */
const TAG = /^(?:content(?::[\w.-]+)*|products|stock|product:[\w.-]+|sitemap(?::[\w.-]+)?)$/;

const TAG_MESSAGE =
  'Please send the tags to refresh: content, content:{part}, products, product:{slug}, stock, sitemap';

/** A revalidation request's body: the tags whose cached reads changed (a content publish, a price or stock change). */
export const revalidationSchema = z.object(
  {
    tags: z
      .array(z.string().check(z.maxLength(200, { error: TAG_MESSAGE }), z.regex(TAG, { error: TAG_MESSAGE })), {
        error: TAG_MESSAGE,
      })
      .check(z.minLength(1, { error: TAG_MESSAGE }), z.maxLength(50, { error: TAG_MESSAGE })),
  },
  { error: TAG_MESSAGE },
);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `authorization` is `Bearer {secret}`, compared in constant time. */
function authorised(authorization: string | null, secret: string): boolean {
  const given = authorization?.match(/^Bearer (.+)$/)?.[1];
  return !!given && timingSafeEqual(digest(given), digest(secret));
}

/**
 * A revalidation webhook (a content publish, a price or stock feed): `POST` with `Authorization: Bearer
 * {BOOKSHOP_REVALIDATE_SECRET}` and `{ "tags": ["stock"] }`. Each tag's entries expire at once, so the next visit
 * reads fresh data. Refused through the route's failure map: not configured (no secret) 404, a wrong or missing secret
 * 401, a body that is not the shape 400 with the field's message; over 16 kB is 413. The secret is checked before the
 * body is read, so a caller without it learns nothing of what the body should be. With the caches shared
 * (`sharedCache`, registered with `REDIS_URL`), the answer means every instance sees the change, and 503 that the
 * shared store could not record it: the sender retries.
 */
export async function revalidationRequest(
  request: Request,
  secret = process.env.BOOKSHOP_REVALIDATE_SECRET,
  sharedCache: CacheHandler | undefined = registeredCacheHandler(),
) {
  if (!secret) throw new RouteRefusal('Revalidation is not configured', 404);
  if (!authorised(request.headers.get('authorization'), secret)) throw new RouteRefusal('Unauthorised', 401);
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = revalidationSchema.safeParse(body.value);
  if (!parsed.success) throw new RouteRefusal(parsed.error.issues[0]?.message ?? TAG_MESSAGE);
  const tags = [...new Set(parsed.data.tags)];
  // Expired rather than marked stale: a webhook says the data has changed, so no visitor should get the old copy.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  // Next records the tags only after this answer has gone, and cannot report a failure: the shared handler is told
  // here too, so the answer says whether the other instances will see it.
  try {
    await sharedCache?.updateTags(tags, { expire: 0 });
  } catch (error) {
    if (!(error instanceof SharedStoreUnavailableError)) throw error;
    return refusalResponse(
      { error: 'The caches could not be told (their shared store is unreachable); please send it again' },
      503,
      { 'retry-after': '10' },
    );
  }
  return { revalidated: tags };
}
