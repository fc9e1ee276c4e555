import type { TokenStore } from '../auth/tokenStore';
import type { GraphQLClient } from '../commercetools/graphqlClient';
import { createUpdateQueue } from '../commercetools/updateQueue';
import type { BookshopConfig } from '../config';
import { GraphQLResponseError } from '../errors';
import type { CartFieldsFragment, MyCartUpdateAction } from '../generated/graphql';
import { CreateMyCartDocument, MyActiveCartDocument, UpdateMyCartDocument } from '../generated/graphql';
import { DEFAULT_COUNTRY } from '../rules/countryCode';
import { discountMessage } from '../rules/discountMessage';
import type { LineItemCustomInput } from '../rules/giftCardRecipientFields';
import type { NoInput, RequestOptions } from '../transport/http';

/** The shopper's basket. */
export type Cart = CartFieldsFragment;

/** A product to put in the basket: the card's product and variant. */
export interface CartItemInput {
  productId: string;
  sku?: string;
  variantId?: number;
  quantity?: number;
  /**
   * The line's custom fields (a gift card's recipient: `giftCardRecipientFields`). A line of the same product with
   * other fields is a line of its own.
   */
  custom?: LineItemCustomInput;
}

/** The outcome of a discount code: applied, or the message for its state (spec A8). */
export type DiscountOutcome = { applied: true; cart: Cart } | { applied: false; message: string; cart?: Cart };

/** The shopper's basket (commercetools `me.activeCart`). */
export interface CartResource {
  /**
   * The active basket, or `null` when the shopper has none yet.
   *
   * @example
   * ```ts
   * const count = (await bookshop.cart.active())?.totalLineItemQuantity ?? 0;
   * ```
   */
  active(input?: NoInput, options?: RequestOptions): Promise<Cart | null>;
  /**
   * Adds a product (quantity 1 by default), creating the basket on the first add. When another add created the
   * basket meanwhile (the service refuses a second active cart), the product goes into that basket instead, read
   * again at most `versionRetries` more times.
   *
   * @example
   * ```ts
   * await bookshop.cart.add({ productId: product.id, sku: product.sku, variantId: product.variantId });
   * ```
   */
  add(item: CartItemInput, options?: RequestOptions): Promise<Cart>;
  /**
   * Sets a line's quantity; 0 removes the line.
   *
   * @example
   * ```ts
   * await bookshop.cart.setQuantity(line.id, 0);
   * ```
   */
  setQuantity(lineItemId: string, quantity: number, options?: RequestOptions): Promise<Cart>;
  /**
   * Applies a discount code and reports its state with the shopper-facing message when it does not apply.
   *
   * @example
   * ```ts
   * const outcome = await bookshop.cart.applyDiscountCode('WELCOME10');
   * if (!outcome.applied) showError(outcome.message); // e.g. 'Discount is not active'
   * ```
   */
  applyDiscountCode(code: string, options?: RequestOptions): Promise<DiscountOutcome>;
  /**
   * Takes a discount code off the basket by the code's id (`cart.discountCodes[].discountCode.id`); a code the
   * basket no longer holds is left alone, so removing twice (two tabs, a retried request) is not an error.
   *
   * @example
   * ```ts
   * const [entry] = cart.discountCodes;
   * if (entry?.discountCode) await bookshop.cart.removeDiscountCode(entry.discountCode.id);
   * ```
   */
  removeDiscountCode(discountCodeId: string, options?: RequestOptions): Promise<Cart>;
  /**
   * The id of an anonymous shopper's basket, sent at sign-in so it is merged into the customer's; `undefined` for a
   * signed-in customer or an empty session.
   *
   * @example
   * ```ts
   * await bookshop.auth.signIn({ username, password, anonymousCartId: await bookshop.cart.anonymousCartId() });
   * ```
   */
  anonymousCartId(input?: NoInput, options?: RequestOptions): Promise<string | undefined>;
}

/**
 * The code a commerce service answers `createMyCart` with when the shopper already has an active cart: the emulator
 * keeps one active cart per shopper, as shops on commercetools do.
 */
const ACTIVE_CART_EXISTS = 'DuplicateField';

export function createCartResource(
  config: BookshopConfig,
  graphql: GraphQLClient,
  tokenStore: TokenStore,
): CartResource {
  const locale = config.locale;
  const queue = createUpdateQueue(config);
  const active = async (options?: RequestOptions) =>
    (await graphql(MyActiveCartDocument, { locale }, options)).me.activeCart ?? null;
  const update = async (cart: Cart, actions: MyCartUpdateAction[], options?: RequestOptions) => {
    const updated = await queue(
      cart.id,
      cart.version,
      async (version) => {
        const data = await graphql(UpdateMyCartDocument, { id: cart.id, version, actions, locale }, options);
        return data.updateMyCart;
      },
      options?.signal,
    );
    if (!updated) throw new GraphQLResponseError('The basket could not be updated', undefined, []);
    return updated;
  };
  const lineDraft = ({ productId, sku, variantId, quantity = 1, custom }: CartItemInput) => ({
    productId,
    ...(variantId === undefined ? (sku ? { sku } : {}) : { variantId }),
    quantity,
    // Custom field values go as escaped JSON text, as commercetools takes them.
    ...(custom
      ? {
          custom: {
            typeKey: custom.typeKey,
            fields: Object.entries(custom.fields).map(([name, value]) => ({ name, value: JSON.stringify(value) })),
          },
        }
      : {}),
  });
  return {
    active: (_input, options) => active(options),
    async add(item, options) {
      for (let attempt = 0; ; attempt++) {
        const cart = await active(options);
        if (cart) return update(cart, [{ addLineItem: lineDraft(item) }], options);
        try {
          const draft = { currency: config.currencyCode, country: DEFAULT_COUNTRY, lineItems: [lineDraft(item)] };
          return (await graphql(CreateMyCartDocument, { draft, locale }, options)).createMyCart as Cart;
        } catch (error) {
          // Another add of this shopper (another tab, session or server) created the basket first: add to that one.
          const lost = error instanceof GraphQLResponseError && error.code === ACTIVE_CART_EXISTS;
          if (!lost || attempt >= config.versionRetries) throw error;
        }
      }
    },
    async setQuantity(lineItemId, quantity, options) {
      const cart = await active(options);
      if (!cart) throw new GraphQLResponseError('There is no basket to change', 'ResourceNotFound', []);
      return update(cart, [{ changeLineItemQuantity: { lineItemId, quantity } }], options);
    },
    async applyDiscountCode(code, options) {
      const cart = await active(options);
      if (!cart) return { applied: false, message: discountMessage('DoesNotMatchCart') };
      let next: Cart;
      try {
        next = await update(cart, [{ addDiscountCode: { code } }], options);
      } catch (error) {
        // An unknown code is refused outright; the shopper reads it as an invalid code.
        if (error instanceof GraphQLResponseError && error.code === 'DiscountCodeNonApplicable') {
          return { applied: false, message: discountMessage('NotValid') };
        }
        throw error;
      }
      const state = next.discountCodes.find((entry) => entry.discountCode?.code === code)?.state;
      return state === 'MatchesCart'
        ? { applied: true, cart: next }
        : { applied: false, message: discountMessage(state ?? ''), cart: next };
    },
    async removeDiscountCode(discountCodeId, options) {
      const cart = await active(options);
      if (!cart) throw new GraphQLResponseError('There is no basket to change', 'ResourceNotFound', []);
      const held = cart.discountCodes.some((entry) => entry.discountCode?.id === discountCodeId);
      if (!held) return cart;
      const reference = { typeId: 'discount-code', id: discountCodeId };
      return update(cart, [{ removeDiscountCode: { discountCode: reference } }], options);
    },
    async anonymousCartId(_input, options) {
      const token = await tokenStore.get();
      if (!token || token.customerId) return undefined;
      return (await active(options))?.id;
    },
  };
}
