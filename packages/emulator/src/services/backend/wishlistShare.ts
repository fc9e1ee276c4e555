import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../../db/database';
import { ReplyError, type Router } from '../../http/router';
import { loadShoppingListById } from '../commercetools/model/shoppingListDoc';
import { hashToken } from '../commercetools/oauth/tokenStore';
import { loadProducts } from '../commercetools/products/productRows';
import { requireCustomer } from './customerTokens';
import type { BackendDeps } from './deps';
import { mail } from './mail';
import { email } from './passwordRules';
import { readBody } from './request';

const SHARE_DAYS = 30;
const listId = z.string().trim().min(1).max(128);
/**
 * The storefront the link opens on, as the site calling names it (its public address, or the address its shopper
 * used): an http(s) URL of which only the origin is kept, the path and token being the back end's own. Without it,
 * the configured storefront.
 */
const storefrontUrl = z
  .url({ protocol: /^https?$/, error: 'an http(s) address is required' })
  .max(2048)
  .transform((url) => new URL(url).origin)
  .optional();

async function createLink(
  q: Queryable,
  deps: BackendDeps,
  customerId: string,
  { shoppingListId, storefrontUrl: base = deps.storefrontUrl }: { shoppingListId: string; storefrontUrl?: string },
) {
  const list = await loadShoppingListById(q, shoppingListId);
  if (!list || list.customerId !== customerId) throw new ReplyError(404, 'No such wishlist of this customer.');
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(Date.now() + SHARE_DAYS * 86_400_000);
  await q.query(
    'INSERT INTO wishlist_share_links (token_hash, shopping_list_id, created_by, expires_at) VALUES ($1, $2, $3, $4)',
    [hashToken(token), list.id, customerId, expiresAt],
  );
  return {
    list,
    token,
    url: `${base}/wishlist/shared?token=${token}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Wishlist sharing. `POST wishlist/generate-link {shoppingListId, storefrontUrl?}` (signed in) answers a share link
 * valid 30 days; `POST wishlist/push-link {shoppingListId, email, message?, storefrontUrl?}` mails one; `GET
 * wishlist?token=` answers the shared list with its products, to anyone holding the token.
 */
export function registerWishlistRoutes(router: Router, deps: BackendDeps): void {
  const { db } = deps;
  router.post('/wishlist/generate-link', async (context) => {
    const customerId = await requireCustomer(db, context.headers);
    const input = readBody(context, z.object({ shoppingListId: listId, storefrontUrl }));
    const link = await db.transaction((tx) => createLink(tx, deps, customerId, input));
    return { json: { token: link.token, url: link.url, expiresAt: link.expiresAt } };
  });

  router.post('/wishlist/push-link', async (context) => {
    const customerId = await requireCustomer(db, context.headers);
    const input = readBody(
      context,
      z.object({ shoppingListId: listId, email, message: z.string().trim().max(1000).nullish(), storefrontUrl }),
    );
    const link = await db.transaction(async (tx) => {
      const created = await createLink(tx, deps, customerId, input);
      const { rows } = await tx.query<{ first_name: string | null }>('SELECT first_name FROM customers WHERE id = $1', [
        customerId,
      ]);
      const name = Object.values(created.list.name)[0] ?? 'a wishlist';
      await mail(tx, deps, {
        email: input.email,
        subject: `${rows[0]?.first_name ?? 'Someone'} shared a wishlist with you`,
        body: `${input.message ? `${input.message}\n\n` : ''}See "${name}": ${created.url}`,
        link: created.url,
      });
      return created;
    });
    return { json: { success: true, expiresAt: link.expiresAt } };
  });

  router.get('/wishlist', async (context) => {
    const token = context.url.searchParams.get('token')?.trim();
    if (!token || token.length > 256) throw new ReplyError(400, 'token: a share token is required');
    const { rows } = await db.query<{ shopping_list_id: string }>(
      'SELECT shopping_list_id FROM wishlist_share_links WHERE token_hash = $1 AND expires_at > now()',
      [hashToken(token)],
    );
    const list = rows[0] && (await loadShoppingListById(db, rows[0].shopping_list_id));
    if (!list) throw new ReplyError(404, 'This wishlist link is invalid or has expired.');
    const products = await loadProducts(db, { ids: list.lineItems.map((line) => line.productId) });
    return {
      json: {
        id: list.id,
        name: list.name['en-AU'] ?? Object.values(list.name)[0] ?? '',
        description: list.description
          ? (list.description['en-AU'] ?? Object.values(list.description)[0] ?? null)
          : null,
        createdAt: list.createdAt,
        lineItems: list.lineItems.flatMap((line) => {
          const product = products.byId.get(line.productId);
          if (!product) return [];
          return [
            {
              id: line.id,
              productId: product.id,
              sku: product.sku,
              name: product.name,
              slug: product.slug,
              quantity: line.quantity,
              addedAt: line.addedAt,
              priceCents: product.price_cents,
              discountedCents: product.discounted_cents,
              imageUrl: `${context.origin}/covers/${encodeURIComponent(product.sku)}.svg`,
              isOnStock: product.stock > 0,
            },
          ];
        }),
      },
    };
  });
}
