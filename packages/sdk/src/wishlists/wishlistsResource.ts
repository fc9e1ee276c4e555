import type { WishlistShareLink } from '../backend/backendWire';
import type {
  WishlistLinksResource,
  WishlistPushLinkInput,
  WishlistPushLinkResult,
  WishlistShareLinkInput,
} from '../backend/wishlistLinksResource';
import type { CartResource } from '../cart/cartResource';
import type { GraphQLClient } from '../commercetools/graphqlClient';
import { createUpdateQueue } from '../commercetools/updateQueue';
import type { BookshopConfig } from '../config';
import { ConcurrentModificationError, GraphQLResponseError, type ValidationError } from '../errors';
import type { MyShoppingListUpdateAction, ShoppingListFieldsFragment } from '../generated/graphql';
import {
  CreateMyShoppingListDocument,
  DeleteMyShoppingListDocument,
  MyShoppingListDocument,
  MyShoppingListsDocument,
  UpdateMyShoppingListDocument,
} from '../generated/graphql';
import { planWishlistToggle, type WishlistToggleProduct } from '../rules/planWishlistToggle';
import type { RequestOptions } from '../transport/http';
import { describeIssues, parseOrThrow, requireObject, type Schema, type SchemaOutput } from '../transport/wire';
import { wishlistDescription, wishlistFields, wishlistName } from './wishlistFields';

/** Shopping-list page defaults (spec A9). */
const SHOPPING_LIST_PAGE = { limit: 20, offset: 0 } as const;

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

/** What a toggle did: the wishlist after it, whether the product was added or removed, and the toast to show. */
export interface WishlistToggleResult {
  wishlist: Wishlist;
  action: 'add' | 'remove';
  message: string;
}

/**
 * The signed-in customer's wishlists. Without a signed-in customer every method raises `AuthError`
 * (`SIGN_IN_REQUIRED_MESSAGE`), and once the customer's session has ended (its refresh refused) `SESSION_ENDED_MESSAGE`:
 * never an anonymous shopper's empty list in place of the customer's.
 */
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
   * One of the customer's wishlists as commerce has it now, or `null` when the customer has none of that id (another
   * customer's list reads as none).
   *
   * @example
   * ```ts
   * const wishlist = await bookshop.wishlists.get(id);
   * if (wishlist) await bookshop.wishlists.toggle(wishlist, { productId });
   * ```
   */
  get(id: string, options?: RequestOptions): Promise<Wishlist | null>;
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
   * Which of the two is decided by the list as commerce has it now: given an outdated copy (a second click before the
   * page caught up, another tab), the update meets a newer version and the toggle is planned again from the current
   * list, rather than re-sent as it was.
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
  ): Promise<WishlistToggleResult>;
  /**
   * Takes one line out of a wishlist. A line already gone (another tab removed it) is not an error: the wishlist is
   * answered as it is. On a version conflict the removal is planned again from the current list, so it never takes
   * out anything but that line.
   *
   * @example
   * ```ts
   * const updated = await bookshop.wishlists.removeItem(list, list.lineItems[0].id);
   * ```
   */
  removeItem(wishlist: Wishlist, lineItemId: string, options?: RequestOptions): Promise<Wishlist>;
  /**
   * Renames a wishlist (en-AU) and resolves to it. The name is trimmed; a blank one raises a {@link ValidationError}
   * ('Required') and nothing is sent.
   *
   * @example
   * ```ts
   * await bookshop.wishlists.rename(list, 'Birthday ideas');
   * ```
   */
  rename(wishlist: Wishlist, name: string, options?: RequestOptions): Promise<Wishlist>;
  /**
   * Sets a wishlist's description (en-AU, trimmed) and resolves to it.
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
   * `bookshop.backend.wishlistLinks.generate`).
   *
   * @example
   * ```ts
   * const { url, expiresAt } = await bookshop.wishlists.shareLink(list.id);
   * ```
   */
  shareLink(input: string | WishlistShareLinkInput, options?: RequestOptions): Promise<WishlistShareLink>;
  /**
   * Emails a share link to someone (the back end's `POST wishlist/push-link`; the same call as
   * `bookshop.backend.wishlistLinks.push`).
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

/** The form's rules (`wishlistSchema`) hold for every write: trimmed text, and a name is required. */
const checked = <T extends Schema>(schema: T, fields: unknown): SchemaOutput<T> =>
  parseOrThrow(schema, fields, (issues) => `Invalid wishlist: ${describeIssues(issues)}`);

/** What the wishlists resource works over, besides the configuration. */
export interface WishlistsDependencies {
  /** Commerce GraphQL for the signed-in customer only (wishlists are never anonymous). */
  graphql: GraphQLClient;
  /** The basket: `create` and `toggle` remove the lines they moved onto a wishlist. */
  cart: CartResource;
  /** The back end's share links, behind `shareLink` and `pushLink`. */
  links: WishlistLinksResource;
}

/** `bookshop.wishlists`: the signed-in customer's shopping lists, with the shared update queue. */
export function createWishlistsResource(
  config: BookshopConfig,
  { graphql, cart, links }: WishlistsDependencies,
): WishlistsResource {
  const locale = config.locale;
  const queue = createUpdateQueue(config);
  const localized = (value: string) => [{ locale, value }];
  const update = async (
    method: string,
    wishlist: Wishlist,
    actions: MyShoppingListUpdateAction[],
    options?: RequestOptions,
    { asPlanned = false } = {},
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
      { asPlanned },
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
    async get(id, options) {
      const data = await graphql(MyShoppingListDocument, { id, locale }, options);
      return data.me.shoppingList ?? null;
    },
    async create({ lineItems = [], fromBasketLineIds = [], ...fields }, options) {
      const { name, description } = checked(wishlistFields, fields);
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
      let list = wishlist;
      let plan = planWishlistToggle(list, product, context);
      let next: Wishlist;
      for (let attempt = 0; ; attempt++) {
        try {
          next = await update('toggle', list, [plan.update], options, { asPlanned: true });
          break;
        } catch (error) {
          if (!(error instanceof ConcurrentModificationError) || attempt >= config.versionRetries) throw error;
          // The list changed since it was read (another tab, a second click): whether this click adds or removes
          // depends on the list as it is now. Reading it spaces the attempts out as a backoff would.
          const data = await graphql(MyShoppingListDocument, { id: list.id, locale }, options);
          if (!data.me.shoppingList) throw error;
          list = data.me.shoppingList;
          plan = planWishlistToggle(list, product, context);
        }
      }
      // Only once the wishlist has it: a conflict on the basket is the basket's, never a reason to add again.
      if (plan.removeBasketLine) await removeBasketLines([plan.removeBasketLine.lineItemId], options);
      return { wishlist: next, action: plan.action, message: plan.message };
    },
    async removeItem(wishlist, lineItemId, options) {
      requireWishlist(wishlist, 'removeItem');
      let list = wishlist;
      for (let attempt = 0; ; attempt++) {
        if (!list.lineItems.some((line) => line.id === lineItemId)) return list;
        try {
          return await update('removeItem', list, [{ removeLineItem: { lineItemId } }], options, { asPlanned: true });
        } catch (error) {
          if (!(error instanceof ConcurrentModificationError) || attempt >= config.versionRetries) throw error;
          // Whether the line is still there to remove depends on the list as it is now.
          const data = await graphql(MyShoppingListDocument, { id: list.id, locale }, options);
          if (!data.me.shoppingList) throw error;
          list = data.me.shoppingList;
        }
      }
    },
    async rename(wishlist, name, options) {
      const valid = checked(wishlistName, { name });
      return update('rename', wishlist, [{ changeName: { name: localized(valid.name) } }], options);
    },
    async setDescription(wishlist, description, options) {
      const valid = checked(wishlistDescription, { description });
      return update(
        'setDescription',
        wishlist,
        [{ setDescription: { description: localized(valid.description ?? '') } }],
        options,
      );
    },
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
