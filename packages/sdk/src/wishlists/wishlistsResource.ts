import type { CartResource } from '../cart/cartResource';
import type { GraphQLClient } from '../commercetools/graphqlClient';
import { createUpdateQueue } from '../commercetools/updateQueue';
import type { BookshopConfig } from '../config';
import { GraphQLResponseError, type ValidationError } from '../errors';
import type { MyShoppingListUpdateAction, ShoppingListFieldsFragment } from '../generated/graphql';
import {
  CreateMyShoppingListDocument,
  DeleteMyShoppingListDocument,
  MyShoppingListsDocument,
  UpdateMyShoppingListDocument,
} from '../generated/graphql';
import { SHOPPING_LIST_PAGE } from '../rules/constants';
import { planWishlistToggle, type WishlistToggleProduct } from '../rules/planWishlistToggle';
import type { WishlistShareLink } from '../services/backendWire';
import type {
  WishlistLinksResource,
  WishlistPushLinkInput,
  WishlistPushLinkResult,
} from '../services/wishlistLinksResource';
import type { RequestOptions } from '../transport/http';
import { describeIssues, parseOrThrow, requireObject } from '../transport/wire';
import { wishlistSchema } from '../validation/wishlistSchema';

/** A wishlist (a commercetools shopping list of the signed-in customer). */
export type Wishlist = ShoppingListFieldsFragment;

export interface WishlistPage {
  total: number;
  offset: number;
  count: number;
  results: Wishlist[];
}

/** A new wishlist: a name, an optional description, and items to start it with. */
export interface WishlistDraft {
  name: string;
  description?: string;
  lineItems?: { productId: string; variantId?: number; quantity?: number }[];
  /** The items come from the basket: these basket lines are removed once the wishlist exists. */
  fromBasketLineIds?: string[];
}

/** The signed-in customer's wishlists. */
export interface WishlistsResource {
  /**
   * A page of wishlists, newest first (20 from offset 0 by default).
   *
   * @example
   * ```ts
   * const { results, total } = await bookshop.wishlists.list();
   * ```
   */
  list(page?: { limit?: number; offset?: number }, options?: RequestOptions): Promise<WishlistPage>;
  /**
   * Creates a wishlist (name and description in en-AU), optionally with items moved from the basket, and resolves to
   * it (id, name, description, lineItems, version). The name and description are checked with `wishlistSchema` first
   * (trimmed; a blank name raises a {@link ValidationError} with the message 'Required', and nothing is sent).
   *
   * The toast to show is a pure rule: `wishlistCreatedMessage({ withItems, fromBasket })` from `@bookshop/sdk/rules`.
   *
   * @example
   * ```ts
   * const wishlist = await bookshop.wishlists.create({ name: 'Christmas', description: 'For the family' });
   * toast(wishlistCreatedMessage({ withItems: false, fromBasket: false })); // 'Wishlist created successfully'
   * ```
   */
  create(draft: WishlistDraft, options?: RequestOptions): Promise<Wishlist>;
  /**
   * Adds a product to a wishlist, or removes it when it is already there; a product moved from the basket leaves it.
   *
   * @example
   * ```ts
   * const { message } = await bookshop.wishlists.toggle(list, { productId, variantId });
   * ```
   */
  toggle(
    wishlist: Wishlist,
    product: WishlistToggleProduct,
    context?: { fromBasketLineId?: string },
    options?: RequestOptions,
  ): Promise<{ wishlist: Wishlist; action: 'add' | 'remove'; message: string }>;
  /**
   * Renames a wishlist (en-AU) and resolves to it.
   *
   * @example
   * ```ts
   * await bookshop.wishlists.rename(list, 'Birthday ideas');
   * ```
   */
  rename(wishlist: Wishlist, name: string, options?: RequestOptions): Promise<Wishlist>;
  /**
   * Sets a wishlist's description (en-AU) and resolves to it.
   *
   * @example
   * ```ts
   * await bookshop.wishlists.setDescription(list, 'For Mum');
   * ```
   */
  setDescription(wishlist: Wishlist, description: string, options?: RequestOptions): Promise<Wishlist>;
  /**
   * Deletes a wishlist.
   *
   * @example
   * ```ts
   * await bookshop.wishlists.remove(list);
   * ```
   */
  remove(wishlist: Wishlist, options?: RequestOptions): Promise<void>;
  /**
   * A share link for one of the customer's wishlists (the back end's `POST wishlist/generate-link`; the same call as
   * `bookshop.services.wishlistLinks.generate`).
   *
   * @example
   * ```ts
   * const { url, expiresAt } = await bookshop.wishlists.shareLink(list.id);
   * ```
   */
  shareLink(shoppingListId: string, options?: RequestOptions): Promise<WishlistShareLink>;
  /**
   * Emails a share link to someone (the back end's `POST wishlist/push-link`; the same call as
   * `bookshop.services.wishlistLinks.push`).
   *
   * @example
   * ```ts
   * await bookshop.wishlists.pushLink({ shoppingListId: list.id, email: 'friend@example.com', message: 'For Mum' });
   * ```
   */
  pushLink(input: WishlistPushLinkInput, options?: RequestOptions): Promise<WishlistPushLinkResult>;
}

/** The wishlist methods that change one plan from it (its id, version and lines), so an id alone is refused. */
const requireWishlist = (wishlist: Wishlist, method: string) =>
  requireObject(wishlist, `wishlists.${method}`, 'the wishlist as the SDK returned it', ['id', 'version']);

export function createWishlistsResource(
  config: BookshopConfig,
  graphql: GraphQLClient,
  cart: CartResource,
  links: WishlistLinksResource,
): WishlistsResource {
  const locale = config.locale;
  const queue = createUpdateQueue(config);
  const localized = (value: string) => [{ locale, value }];
  const update = async (
    method: string,
    wishlist: Wishlist,
    actions: MyShoppingListUpdateAction[],
    options?: RequestOptions,
  ) => {
    requireWishlist(wishlist, method);
    const updated = await queue(
      wishlist.id,
      wishlist.version,
      async (version) => {
        const data = await graphql(
          UpdateMyShoppingListDocument,
          { id: wishlist.id, version, actions, locale },
          options,
        );
        return data.updateMyShoppingList;
      },
      options?.signal,
    );
    if (!updated) throw new GraphQLResponseError('The wishlist could not be updated', undefined, []);
    return updated;
  };
  const removeBasketLines = async (lineIds: string[], options?: RequestOptions) => {
    for (const lineId of lineIds) await cart.setQuantity(lineId, 0, options);
  };
  return {
    async list({ limit = SHOPPING_LIST_PAGE.limit, offset = SHOPPING_LIST_PAGE.offset } = {}, options) {
      const data = await graphql(MyShoppingListsDocument, { limit, offset, locale }, options);
      const page = data.me.shoppingLists;
      return { total: page.total, offset: page.offset, count: page.count, results: page.results };
    },
    async create({ lineItems = [], fromBasketLineIds = [], ...fields }, options) {
      const { name, description } = parseOrThrow(
        wishlistSchema,
        fields,
        (issues) => `Invalid wishlist: ${describeIssues(issues)}`,
      );
      const data = await graphql(
        CreateMyShoppingListDocument,
        {
          draft: {
            name: localized(name),
            ...(description ? { description: localized(description) } : {}),
            lineItems: lineItems.map((item) => ({ quantity: 1, ...item })),
          },
          locale,
        },
        options,
      );
      const wishlist = data.createMyShoppingList as Wishlist;
      await removeBasketLines(fromBasketLineIds, options);
      return wishlist;
    },
    async toggle(wishlist, product, context = {}, options) {
      requireWishlist(wishlist, 'toggle');
      const plan = planWishlistToggle(wishlist, product, context);
      const next = await update('toggle', wishlist, [plan.update], options);
      if (plan.removeBasketLine) await removeBasketLines([plan.removeBasketLine.lineItemId], options);
      return { wishlist: next, action: plan.action, message: plan.message };
    },
    rename: (wishlist, name, options) =>
      update('rename', wishlist, [{ changeName: { name: localized(name) } }], options),
    setDescription: (wishlist, description, options) =>
      update('setDescription', wishlist, [{ setDescription: { description: localized(description) } }], options),
    async remove(wishlist, options) {
      requireWishlist(wishlist, 'remove');
      await queue(
        wishlist.id,
        wishlist.version,
        async (version) => {
          await graphql(DeleteMyShoppingListDocument, { id: wishlist.id, version, locale }, options);
          return undefined;
        },
        options?.signal,
      );
    },
    shareLink: links.generate,
    pushLink: links.push,
  };
}
