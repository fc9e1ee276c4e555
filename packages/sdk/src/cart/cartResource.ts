import type { TokenStore } from '../auth/tokenStore';
import type { GraphQLClient } from '../commercetools/graphqlClient';
import { createUpdateQueue } from '../commercetools/updateQueue';
import { conflictPause } from '../commercetools/withVersionRetry';
import type { BookshopConfig } from '../config';
import { ConcurrentModificationError, GraphQLResponseError } from '../errors';
import type { AddressInput, CartFieldsFragment, MyCartUpdateAction, MyLineItemDraft } from '../generated/graphql';
import { CreateMyCartDocument, MyActiveCartDocument, UpdateMyCartDocument } from '../generated/graphql';
import { DEFAULT_COUNTRY } from '../rules/countryCode';
import { discountMessage } from '../rules/discountMessage';
import type { NoInput, RequestOptions } from '../transport/http';
import { createCartConvergence } from './convergeCarts';
import { type CartItemInput, itemDraft } from './lineDrafts';

export type { CartItemInput } from './lineDrafts';

/** The shopper's basket. */
export type Cart = CartFieldsFragment;

/**
 * A basket the caller already holds (the `Cart` it last read or was answered suffices): a write given one is sent
 * with its version at once, with no read of the basket first.
 */
export interface CartReference {
  id: string;
  version: number;
}

/**
 * Options of a basket write. With `cart`, the write is sent to that basket at that version: one call to commerce. When
 * another write came first (ConcurrentModification), it is re-sent with the version commerce reports, at most
 * `versionRetries` more times, and the basket is read only when commerce reports none. Without `cart`, the active
 * basket is read first for its id and version.
 */
export interface CartWriteOptions extends RequestOptions {
  cart?: CartReference;
}

/**
 * What a discount code did (spec A8): applied, or not with commerce's state for it and the shopper-facing message.
 * `discountCodeId` is set when the code is on the basket, applied or not. A code commerce refused outright keeps
 * commerce's error (`DiscountCodeNonApplicable`, its `reason` as the state: `DoesNotExist` for an unknown code);
 * `NoCart` is the state without a basket.
 */
export type DiscountOutcome =
  | { applied: true; code: string; state: 'MatchesCart'; discountCodeId: string }
  | {
      applied: false;
      code: string;
      state: string;
      message: string;
      discountCodeId?: string;
      error?: GraphQLResponseError;
    };

/**
 * The answer of `applyDiscountCode`, as one write gives it: the basket after the write and the code's outcome. `cart`
 * is `null` without a basket, and when the code was refused outright (unknown) for a caller that gave its `cart`: that
 * basket is unchanged, nothing having been written.
 */
export interface DiscountAnswer {
  cart: Cart | null;
  outcome: DiscountOutcome;
}

/** Options of `applyDiscountCode`: a basket write's, and codes to take off in the same write. */
export interface DiscountCodeOptions extends CartWriteOptions {
  /**
   * Ids of codes on the basket to take off before the code is added, in the same write (the codes an earlier try left
   * that do not apply, so that the new code is judged without them and tries do not fill the basket's ten places). An
   * id the basket no longer holds makes commerce refuse the whole write (`InvalidOperation`).
   */
  withdraw?: readonly string[];
}

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
   * Adds a product (quantity 1 by default), creating the basket on the first add. With `options.cart` (a basket the
   * caller holds) it is added to that basket without reading it first. A basket created here is then merged with any
   * other the shopper holds (`converge`): parallel first adds each create one, as commercetools allows, and end in
   * one. When the basket written to is gone meanwhile (merged into another), the product goes into the active one,
   * read again at most `versionRetries` more times.
   *
   * @example
   * ```ts
   * await bookshop.cart.add({ productId: product.id, sku: product.sku, variantId: product.variantId });
   * ```
   */
  add(item: CartItemInput, options?: CartWriteOptions): Promise<Cart>;
  /**
   * Merges the shopper's active baskets into one and answers it (`null` without a basket). commercetools lets a
   * customer or an anonymous session hold several active carts and `me.activeCart` shows only the most recently
   * modified one: call this where more than one may have come about outside `add` (after signing in, when the
   * customer already had baskets from elsewhere). The oldest basket is kept; the lines of each other one are added to
   * it and that basket is deleted, once, however many merges run at once. Only lines move.
   *
   * @example
   * ```ts
   * await bookshop.auth.signIn({ username, password, anonymousCartId });
   * const cart = await bookshop.cart.converge();
   * ```
   */
  converge(input?: NoInput, options?: RequestOptions): Promise<Cart | null>;
  /**
   * Sets a line's quantity; 0 removes the line. With `options.cart`, one write and no read (`CartWriteOptions`).
   *
   * @example
   * ```ts
   * await bookshop.cart.setQuantity(line.id, 0, { cart });
   * ```
   */
  setQuantity(lineItemId: string, quantity: number, options?: CartWriteOptions): Promise<Cart>;
  /**
   * Applies a discount code in one write and answers the basket after it with the code's outcome (as Hydrogen's
   * `updateDiscountCodes` answers the cart with its errors). A code commerce keeps but does not apply (paused, a
   * condition not met, stopped by another discount) stays on the basket, as commercetools keeps it; taking it off is
   * the caller's choice: `options.withdraw` takes such codes off in the next apply's one write (or `removeDiscountCode`).
   * A code commerce refuses outright answers its error in `outcome.error`. With `options.cart`, no read first.
   *
   * @example
   * ```ts
   * const { cart, outcome } = await bookshop.cart.applyDiscountCode('WELCOME10', { cart: held });
   * if (!outcome.applied) showError(outcome.message); // e.g. 'Discount is not active'
   * ```
   */
  applyDiscountCode(code: string, options?: DiscountCodeOptions): Promise<DiscountAnswer>;
  /**
   * Takes a discount code off the basket by the code's id (`cart.discountCodes[].discountCode.id`); a code the
   * basket no longer holds is left alone, so removing twice (two tabs, a retried request) is not an error. With
   * `options.cart`, one write and no read; the basket is read only when commerce refuses the removal, to tell a code
   * already gone from a real refusal.
   *
   * @example
   * ```ts
   * const [entry] = cart.discountCodes;
   * if (entry?.discountCode) await bookshop.cart.removeDiscountCode(entry.discountCode.id, { cart });
   * ```
   */
  removeDiscountCode(discountCodeId: string, options?: CartWriteOptions): Promise<Cart>;
  /**
   * The id of an anonymous shopper's basket, sent at sign-in so it is merged into the customer's; `undefined` for a
   * signed-in customer or an empty session. Should the session hold several baskets, they are merged into one first
   * (`converge`), since sign-in takes only the one named.
   *
   * @example
   * ```ts
   * await bookshop.auth.signIn({ username, password, anonymousCartId: await bookshop.cart.anonymousCartId() });
   * ```
   */
  anonymousCartId(input?: NoInput, options?: RequestOptions): Promise<string | undefined>;
  /**
   * Sets the basket's delivery address (`null` removes it, and with it the shipping method, as commercetools does).
   * For Click & Collect the address is the store's, naming it by `company` (the store's name) and `externalId` (the
   * store's id), with the shopper's name and mobile for the collection.
   *
   * @example
   * ```ts
   * await bookshop.cart.setShippingAddress({ firstName: 'Jo', lastName: 'Lee', streetName: 'George St', city: 'Sydney', postalCode: '2000', country: 'AU' });
   * ```
   */
  setShippingAddress(address: AddressInput | null, options?: CartWriteOptions): Promise<Cart>;
  /**
   * Sets the basket's billing address (`null` removes it).
   *
   * @example
   * ```ts
   * await bookshop.cart.setBillingAddress(deliveryAddress);
   * ```
   */
  setBillingAddress(address: AddressInput | null, options?: CartWriteOptions): Promise<Cart>;
  /**
   * Sets the email the order goes out to (a guest's; a signed-in shopper's own); `null` removes it.
   *
   * @example
   * ```ts
   * await bookshop.cart.setCustomerEmail('guest@example.com');
   * ```
   */
  setCustomerEmail(email: string | null, options?: CartWriteOptions): Promise<Cart>;
  /**
   * Sets the shipping method by its key (`standard`, `express`, `click-and-collect`); commerce prices it (standard
   * is free over the threshold). The basket needs a delivery address first. `null` removes the method.
   *
   * @example
   * ```ts
   * const cart = await bookshop.cart.setShippingMethod('standard');
   * cart.shippingInfo?.price.centAmount; // 0 over $99, the rate otherwise
   * ```
   */
  setShippingMethod(key: string | null, options?: CartWriteOptions): Promise<Cart>;
  /**
   * Applies several update actions to the basket in one write (all or none), re-sent with the current version when
   * another write came first: checkout's address and its shipping method together, say. Without `options.cart` the
   * active basket is read first for its id and version; a caller that holds it passes it (or uses `updatePlanned`
   * when the actions depend on it), one call fewer.
   *
   * @example
   * ```ts
   * await bookshop.cart.update([{ setShippingAddress: { address } }, { setShippingMethod: { shippingMethod: { key: 'standard' } } }]);
   * ```
   */
  update(actions: MyCartUpdateAction[], options?: CartWriteOptions): Promise<Cart>;
  /**
   * Applies the update actions `plan` makes from a basket the caller has just read, in one write with that basket's
   * version: one call to commerce, no second read. When another write came first (another tab, a double click), the
   * active basket is read and planned again rather than the same actions re-sent, since what a plan does depends on
   * the basket it was made from (checkout keeps a Click & Collect store as the delivery address, say); at most
   * `versionRetries` more times, then the `ConcurrentModificationError` is thrown. A plan with no actions sends
   * nothing and answers the basket it was given.
   *
   * @example
   * ```ts
   * const cart = await bookshop.cart.active();
   * if (cart) await bookshop.cart.updatePlanned(cart, (now) => (now.customerEmail ? [] : [{ setCustomerEmail: { email } }]));
   * ```
   */
  updatePlanned(cart: Cart, plan: (cart: Cart) => MyCartUpdateAction[], options?: RequestOptions): Promise<Cart>;
}

// A basket that is no longer there to write to: deleted (merged into another by `converge`).
const goneCart = (error: unknown) => error instanceof GraphQLResponseError && error.code === 'ResourceNotFound';

export function createCartResource(
  config: BookshopConfig,
  graphql: GraphQLClient,
  tokenStore: TokenStore,
): CartResource {
  const locale = config.locale;
  const queue = createUpdateQueue(config);
  const active = async (options?: RequestOptions) =>
    (await graphql(MyActiveCartDocument, { locale }, options)).me.activeCart ?? null;
  // `asPlanned`: actions planned from this basket, sent with its version alone (see `updatePlanned`).
  const update = async (
    cart: CartReference,
    actions: MyCartUpdateAction[],
    options?: RequestOptions,
    { asPlanned = false }: { asPlanned?: boolean } = {},
  ) => {
    const updated = await queue(
      cart.id,
      cart.version,
      async (version) => {
        const data = await graphql(UpdateMyCartDocument, { id: cart.id, version, actions, locale }, options);
        return data.updateMyCart;
      },
      options?.signal,
      { asPlanned },
    );
    if (!updated) throw new GraphQLResponseError('The basket could not be updated', undefined, []);
    return updated;
  };
  const updateActive = async (actions: MyCartUpdateAction[], options?: RequestOptions) => {
    const cart = await active(options);
    if (!cart) throw new GraphQLResponseError('There is no basket to change', 'ResourceNotFound', []);
    return update(cart, actions, options);
  };
  // The caller's basket at its version (re-sent with commerce's current version on a conflict, by the queue), read only
  // when a conflict names no version; without a basket from the caller, the active one read first.
  const write = async (actions: MyCartUpdateAction[], options?: CartWriteOptions) => {
    const { cart, ...request } = options ?? {};
    if (!cart) return updateActive(actions, request);
    try {
      return await update(cart, actions, request);
    } catch (error) {
      if (!(error instanceof ConcurrentModificationError) || error.currentVersion !== undefined) throw error;
      return updateActive(actions, request);
    }
  };
  const create = async (lineItems: MyLineItemDraft[], options?: RequestOptions) => {
    const draft = { currency: config.currencyCode, country: DEFAULT_COUNTRY, lineItems };
    return (await graphql(CreateMyCartDocument, { draft, locale }, options)).createMyCart as Cart;
  };
  const converge = createCartConvergence({
    graphql,
    locale,
    addLines: (cart, lines, options) =>
      update(
        cart,
        lines.map((line) => ({ addLineItem: line })),
        options,
      ),
    createWith: create,
    passes: config.versionRetries + 2,
    logger: config.logger,
  });
  return {
    active: (_input, options) => active(options),
    async add(item, options) {
      const { cart: held, ...request } = options ?? {};
      const actions = [{ addLineItem: itemDraft(item) }];
      for (let attempt = 0; ; attempt++) {
        try {
          if (held && attempt === 0) return await write(actions, options);
          const cart = await active(request);
          if (cart) return await update(cart, actions, request);
          // A basket of its own, then one basket: another add of this shopper (another tab, session or server) may
          // have created one at the same moment.
          const created = await create([itemDraft(item)], request);
          return (await converge(request)) ?? created;
        } catch (error) {
          if (!goneCart(error) || attempt >= config.versionRetries) throw error;
        }
      }
    },
    converge: (_input, options) => converge(options),
    setQuantity: (lineItemId, quantity, options) =>
      write([{ changeLineItemQuantity: { lineItemId, quantity } }], options),
    async applyDiscountCode(code, options) {
      const { cart: given, withdraw = [], ...request } = options ?? {};
      const cart = given ?? (await active(request));
      if (!cart) {
        return {
          cart: null,
          outcome: { applied: false, code, state: 'NoCart', message: discountMessage('DoesNotMatchCart') },
        };
      }
      const actions: MyCartUpdateAction[] = [
        ...withdraw.map((id) => ({ removeDiscountCode: { discountCode: { typeId: 'discount-code', id } } })),
        { addDiscountCode: { code } },
      ];
      let next: Cart;
      try {
        next = await write(actions, { ...request, cart });
      } catch (error) {
        // Refused outright (an unknown code): nothing was written; the shopper reads it as an invalid code.
        if (error instanceof GraphQLResponseError && error.code === 'DiscountCodeNonApplicable') {
          const reason = error.errors[0]?.extensions?.reason;
          const outcome = {
            applied: false as const,
            code,
            state: typeof reason === 'string' ? reason : 'DoesNotExist',
            message: discountMessage('NotValid'),
            error,
          };
          return { cart: given ? null : (cart as Cart), outcome };
        }
        throw error;
      }
      const entry = next.discountCodes.find((candidate) => candidate.discountCode?.code === code);
      const discountCodeId = entry?.discountCode?.id;
      const state = entry?.state ?? '';
      if (state === 'MatchesCart' && discountCodeId) {
        return { cart: next, outcome: { applied: true, code, state, discountCodeId } };
      }
      const message = discountMessage(state);
      return {
        cart: next,
        outcome: { applied: false, code, state, message, ...(discountCodeId ? { discountCodeId } : {}) },
      };
    },
    async removeDiscountCode(discountCodeId, options) {
      const reference = { typeId: 'discount-code', id: discountCodeId };
      const actions = [{ removeDiscountCode: { discountCode: reference } }];
      const { cart: given, ...request } = options ?? {};
      if (given) {
        try {
          return await write(actions, options);
        } catch (error) {
          if (!(error instanceof GraphQLResponseError && error.code === 'InvalidOperation')) throw error;
          // Refused: gone already (another tab) is no error; anything else is.
          const now = await active(request);
          if (!now || now.discountCodes.some((entry) => entry.discountCode?.id === discountCodeId)) throw error;
          return now;
        }
      }
      const cart = await active(request);
      if (!cart) throw new GraphQLResponseError('There is no basket to change', 'ResourceNotFound', []);
      const held = cart.discountCodes.some((entry) => entry.discountCode?.id === discountCodeId);
      if (!held) return cart;
      return update(cart, actions, request);
    },
    setShippingAddress: (address, options) => write([{ setShippingAddress: { address } }], options),
    setBillingAddress: (address, options) => write([{ setBillingAddress: { address } }], options),
    setCustomerEmail: (email, options) => write([{ setCustomerEmail: { email } }], options),
    setShippingMethod: (key, options) =>
      write([{ setShippingMethod: { shippingMethod: key === null ? null : { key } } }], options),
    update: (actions, options) => write(actions, options),
    async updatePlanned(cart, plan, options) {
      let current = cart;
      for (let attempt = 0; ; attempt++) {
        const actions = plan(current);
        if (!actions.length) return current;
        try {
          return await update(current, actions, options, { asPlanned: true });
        } catch (error) {
          if (!(error instanceof ConcurrentModificationError) || attempt >= config.versionRetries) throw error;
          await conflictPause(attempt);
          const fresh = await active(options);
          if (fresh?.id !== current.id) throw error;
          current = fresh;
        }
      }
    },
    async anonymousCartId(_input, options) {
      const token = await tokenStore.get();
      if (!token || token.customerId) return undefined;
      // The session's baskets made one first (one read when there is one): sign-in merges only the basket named here.
      return (await converge(options))?.id;
    },
  };
}
