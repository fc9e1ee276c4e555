import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ReplyError, type RequestContext } from '../../http/router';

/** The emulator's Yotpo store: its app key (store id) and secret key, which `POST /oauth/token` exchanges. */
export const YOTPO_APP = { appKey: 'emulator-app-key', secretKey: 'emulator-yotpo-secret' } as const;

/** Yotpo's UGC API error: `{ status: { code, message, error_type } }`. */
const ugcError = (code: number, message: string, errorType: string) =>
  new ReplyError(code, message, { body: { status: { code, message, error_type: errorType } } });

const tokenRequest = z.object({
  client_id: z.string({ error: 'client_id is required' }).min(1, 'client_id is required'),
  client_secret: z.string({ error: 'client_secret is required' }).min(1, 'client_secret is required'),
  grant_type: z.literal('client_credentials', { error: "grant_type must be 'client_credentials'" }),
});

const listQuery = z.object({
  utoken: z.string({ error: 'utoken is required' }).min(1, 'utoken is required'),
  user_email: z.string().trim().max(256).optional(),
  count: z.coerce.number().int().min(1).max(100).default(10),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  deleted: z.enum(['true', 'false']).default('false'),
});

interface ReviewRow {
  id: string | number;
  email: string;
  name: string;
  sku: string;
  title: string;
  content: string;
  score: number;
  votes_up: number;
  votes_down: number;
  deleted: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/**
 * Yotpo's reviews API (UGC, v1): `POST /oauth/token` gives a `utoken` for the app key and secret, and
 * `GET /v1/apps/{app_key}/reviews?utoken=…` lists reviews newest first (`count` up to 100 a page, `page`), each with
 * `id, title, content, score, votes_up, votes_down, created_at, updated_at, sku, name, email, deleted`; the emulator
 * also narrows them to one reviewer with `user_email`. Tokens live as long as the emulator does.
 */
export function createReviewsApi(db: Queryable) {
  const tokens = new Set<string>();
  return {
    token({ body }: RequestContext) {
      const parsed = tokenRequest.safeParse(body ?? {});
      if (!parsed.success) {
        throw ugcError(400, parsed.error.issues[0]?.message ?? 'Invalid request', 'Exceptions::BadRequest');
      }
      if (parsed.data.client_id !== YOTPO_APP.appKey || parsed.data.client_secret !== YOTPO_APP.secretKey) {
        throw ugcError(401, 'Invalid client credentials', 'Exceptions::Unauthorized');
      }
      const accessToken = randomBytes(20).toString('hex');
      tokens.add(accessToken);
      return { json: { access_token: accessToken, token_type: 'bearer' } };
    },
    async list({ params, url }: RequestContext) {
      const parsed = listQuery.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const message = issue?.path.length ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid request';
        throw ugcError(400, message, 'Exceptions::BadRequest');
      }
      const query = parsed.data;
      if (params.appKey !== YOTPO_APP.appKey || !tokens.has(query.utoken)) {
        throw ugcError(401, 'Unauthorized', 'Exceptions::Unauthorized');
      }
      const { rows } = await db.query<ReviewRow>(
        `SELECT * FROM yotpo_reviews
         WHERE ($1::text IS NULL OR lower(email) = lower($1)) AND ($2 OR NOT deleted)
         ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
        [query.user_email ?? null, query.deleted === 'true', query.count, (query.page - 1) * query.count],
      );
      return {
        json: {
          reviews: rows.map((row) => ({
            id: Number(row.id),
            title: row.title,
            content: row.content,
            score: row.score,
            votes_up: row.votes_up,
            votes_down: row.votes_down,
            created_at: new Date(row.created_at).toISOString(),
            updated_at: new Date(row.updated_at).toISOString(),
            sentiment: null,
            sku: row.sku,
            name: row.name,
            email: row.email,
            reviewer_type: 'verified_buyer',
            deleted: row.deleted,
            archived: false,
            escalated: false,
          })),
        },
      };
    },
  };
}
