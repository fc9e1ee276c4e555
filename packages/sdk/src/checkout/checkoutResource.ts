import type { TokenStore } from '../auth/tokenStore';
import type { GiftCardResource } from '../backend/giftCardResource';
import type { CartResource } from '../cart/cartResource';
import type { GraphQLClient } from '../commercetools/graphqlClient';
import type { BookshopConfig } from '../config';
import { CheckoutError, ConcurrentModificationError, GraphQLResponseError } from '../errors';
import {
  CreateMyOrderFromCartDocument,
  type MyCartUpdateAction,
  MyOrderWhereDocument,
  UpdateMyCartDocument,
} from '../generated/graphql';
import { type CommerceOrder, readMyOrder } from '../orders/commerceOrdersResource';
import type { PaymentMethodInput, PaymentResult, PaymentsResource } from '../payments/paymentsResource';
import type { RequestOptions } from '../transport/http';

/** An order as checkout reads it: the same order the order history reads ({@link CommerceOrder}). */
export type Order = CommerceOrder;

/**
 * commerce's custom type that records a checkout on the cart, and so on the order made from it (fields
 * `checkoutAttempt`, `checkoutPlan`, `checkoutPayments`).
 *
 * @example
 * ```ts
 * const where = `custom(type(key = "${CHECKOUT_CUSTOM_TYPE}"))`; // orders placed by checkout
 * ```
 */
export const CHECKOUT_CUSTOM_TYPE = 'order-checkout';

/** How one order attempt is paid: each gift card's part, the card's part, and the extra beside the cart (a donation). */
export interface CheckoutPlan {
  totalCents: number;
  extraCents: number;
  giftCardCents: number[];
  cardCents: number;
}

/** A payment made for an order, as the confirmation lists it: 'Gift card ••••0001', 'Visa ••••1142'. */
export interface CheckoutPayment {
  pspReference: string;
  label: string;
  amountCents: number;
}

/** An order placed by checkout with what paid for it. */
export interface PlacedCheckout {
  order: Order;
  payments: CheckoutPayment[];
  /** The extra charged beside the order's total (a donation), in cents. */
  extraCents: number;
}

/** One attempt at placing the order: named by the caller so a retry is recognised. */
export interface PlaceOrderInput {
  /** The attempt's id (a UUID made once per attempt): its payments' idempotency keys derive from it. */
  attempt: string;
  /** Gift cards first, each paying up to its balance. */
  giftCards: { number: string; pin: string }[];
  /** The card for what gift cards leave; not needed when they pay it all. */
  card?: Extract<PaymentMethodInput, { type: 'card' | 'storedCard' }>;
  /** Charged beside the cart's total (a donation), in cents; 0 by default. */
  extraCents?: number;
}

/** Checkout (`bookshop.checkout`): places the basket's order exactly once per attempt. */
export interface CheckoutResource {
  /**
   * Places the order for the basket: reads it priced by commerce, records the attempt and its payment plan on it,
   * authorises each gift card (up to its balance) and then the card for the rest (each with an idempotency key made
   * from the attempt), then creates the order from the cart, which takes the stock in one transaction. A declined
   * card cancels the gift cards' parts; an order that cannot be made (short stock, a changed basket) cancels every
   * authorisation; both throw a {@link CheckoutError}. The same attempt again (a double click, a retried request,
   * another server) answers the order it made, without a second charge.
   *
   * @example
   * ```ts
   * const { order } = await bookshop.checkout.placeOrder({
   *   attempt: crypto.randomUUID(),
   *   giftCards: [{ number: '6280000000000001', pin: '1234' }],
   *   card: { type: 'storedCard', storedPaymentMethodId: 'card-1' },
   * });
   * order.orderNumber;
   * ```
   */
  placeOrder(input: PlaceOrderInput, options?: RequestOptions): Promise<PlacedCheckout>;
  /**
   * The order an attempt placed, or `null` when it has placed none (yet).
   *
   * @example
   * ```ts
   * const placed = await bookshop.checkout.orderOfAttempt(attempt);
   * ```
   */
  orderOfAttempt(attempt: string, options?: RequestOptions): Promise<PlacedCheckout | null>;
  /**
   * Whether the shopper's basket is being ordered by this attempt right now (it is recorded on the basket).
   *
   * @example
   * ```ts
   * if (await bookshop.checkout.attemptInProgress(attempt)) retryIn(1000);
   * ```
   */
  attemptInProgress(attempt: string, options?: RequestOptions): Promise<boolean>;
  /**
   * One of the shopper's own orders by its number, with what paid for it; `null` for another shopper's or none.
   *
   * @example
   * ```ts
   * const placed = await bookshop.checkout.order('100042');
   * ```
   */
  order(orderNumber: string, options?: RequestOptions): Promise<PlacedCheckout | null>;
}

type Custom = { custom?: { customFieldsRaw?: { name: string; value: unknown }[] | null } | null };

const field = (resource: Custom | null | undefined, name: string): unknown =>
  resource?.custom?.customFieldsRaw?.find((entry) => entry.name === name)?.value;

function jsonField<T>(resource: Custom | null | undefined, name: string): T | undefined {
  const value = field(resource, name);
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as T;
  } catch {
    return undefined;
  }
}

const BRANDS: Record<string, string> = { visa: 'Visa', mc: 'Mastercard', amex: 'American Express' };

/** What a payment is called on the confirmation. */
function paymentLabel(method: 'giftcard' | 'card', result: PaymentResult, giftCardNumber?: string): string {
  if (method === 'giftcard') return `Gift card ••••${(giftCardNumber ?? result.last4 ?? '').slice(-4)}`;
  const brand = BRANDS[result.brand ?? ''] ?? 'Card';
  return result.last4 ? `${brand} ••••${result.last4}` : brand;
}

/**
 * What checkout charged beside commerce's total (a donation, which the shop's back end keeps), in cents, as the
 * order's checkout plan records it; 0 for none or an order checkout did not place. An order's full total is
 * `order.totalPrice.centAmount + orderExtraCents(order)`.
 *
 * @example
 * ```ts
 * const totalCents = order.totalPrice.centAmount + orderExtraCents(order);
 * ```
 */
export const orderExtraCents = (order: Pick<Order, 'custom'>): number =>
  jsonField<CheckoutPlan>(order, 'checkoutPlan')?.extraCents ?? 0;

const placed = (order: Order): PlacedCheckout => ({
  order,
  payments: jsonField<CheckoutPayment[]>(order, 'checkoutPayments') ?? [],
  extraCents: orderExtraCents(order),
});

const MESSAGES = {
  declined: 'Your card was declined. Nothing has been charged; please try another card.',
  soldOut: 'Sorry, some items in your basket have just sold out. Nothing has been charged.',
  cartChanged: 'Your basket changed while your order was being placed. Please check it and place your order again.',
  empty: 'Your basket is empty',
  email: 'Please enter your email address',
  delivery: 'Please choose a delivery option',
  card: 'Please choose a card to pay the rest of your order',
};

export function createCheckoutResource(
  config: BookshopConfig,
  deps: {
    graphql: GraphQLClient;
    cart: CartResource;
    payments: PaymentsResource;
    giftCard: GiftCardResource;
    tokenStore: TokenStore;
  },
): CheckoutResource {
  const { graphql, cart: carts, payments, giftCard } = deps;
  const locale = config.locale;

  const orderWhere = async (attempt: string, options?: RequestOptions) => {
    const where = `custom(fields(checkoutAttempt = ${JSON.stringify(attempt)}))`;
    const data = await graphql(MyOrderWhereDocument, { where, locale }, options);
    return data.me.orders.results[0] ?? null;
  };

  /** Sends one cart update at exactly this version: a conflict is the caller's to read again. */
  const updateAt = async (id: string, version: number, actions: MyCartUpdateAction[], options?: RequestOptions) => {
    const data = await graphql(UpdateMyCartDocument, { id, version, actions, locale }, options);
    if (!data.updateMyCart) throw new GraphQLResponseError('The basket could not be updated', undefined, []);
    return data.updateMyCart;
  };

  const customFields = (fields: Record<string, string>) =>
    Object.entries(fields).map(([name, value]) => ({ name, value: JSON.stringify(value) }));

  return {
    async orderOfAttempt(attempt, options) {
      const order = await orderWhere(attempt, options);
      return order ? placed(order) : null;
    },
    async attemptInProgress(attempt, options) {
      const cart = await carts.active(undefined, options);
      return field(cart, 'checkoutAttempt') === attempt;
    },
    async order(orderNumber, options) {
      // Checkout's client, not the order history's: a guest reads the order their own session placed.
      const order = await readMyOrder(graphql, locale, orderNumber, options);
      return order ? placed(order) : null;
    },
    async placeOrder(input, options) {
      const { attempt } = input;
      const extraCents = input.extraCents ?? 0;
      const authorised: { pspReference: string }[] = [];
      const cancelAll = async () => {
        await Promise.all(
          authorised.map((payment) =>
            payments
              .cancel(payment.pspReference, { ...options, idempotencyKey: `${payment.pspReference}:cancel` })
              .catch((error) => config.logger.error(`Cancelling payment ${payment.pspReference} failed`, error)),
          ),
        );
      };
      /**
       * A failure after payments: the order may still exist (a twin request of this attempt made it, or the failure
       * hid its success). Only when there is none is every authorisation cancelled, so no payment is left without
       * an order; a twin's order is answered instead.
       */
      const fail = async (error: unknown): Promise<PlacedCheckout> => {
        const order = await orderWhere(attempt, options).catch(() => null);
        if (order) return placed(order);
        await cancelAll();
        throw error;
      };

      for (let round = 0; ; round++) {
        const made = await orderWhere(attempt, options);
        if (made) return placed(made);
        let cart = await carts.active(undefined, options);
        if (!cart?.lineItems.length) {
          // A twin of this attempt may have ordered the basket since the first look.
          const late = await orderWhere(attempt, options);
          if (late) return placed(late);
          throw new CheckoutError(MESSAGES.empty, 'empty-basket');
        }
        const email = cart.customerEmail;
        if (!email) throw new CheckoutError(MESSAGES.email, 'incomplete');
        if (!cart.shippingInfo) throw new CheckoutError(MESSAGES.delivery, 'incomplete');
        const totalCents = cart.totalPrice.centAmount + extraCents;

        // The plan: a twin of this attempt that planned first is followed, so both ask for the same amounts.
        let plan =
          field(cart, 'checkoutAttempt') === attempt ? jsonField<CheckoutPlan>(cart, 'checkoutPlan') : undefined;
        if (plan && plan.totalCents !== totalCents) throw new CheckoutError(MESSAGES.cartChanged, 'cart-changed');
        if (!plan) {
          let remaining = totalCents;
          const giftCardCents: number[] = [];
          for (const card of input.giftCards) {
            const balance = await giftCard.balance(card.number, options);
            const cents = Math.min(balance && !balance.expired ? balance.balance.centAmount : 0, remaining);
            giftCardCents.push(cents);
            remaining -= cents;
          }
          plan = { totalCents, extraCents, giftCardCents, cardCents: remaining };
          if (plan.cardCents > 0 && !input.card) throw new CheckoutError(MESSAGES.card, 'incomplete');
          try {
            cart = await updateAt(
              cart.id,
              cart.version,
              [
                {
                  setCustomType: {
                    typeKey: CHECKOUT_CUSTOM_TYPE,
                    fields: customFields({ checkoutAttempt: attempt, checkoutPlan: JSON.stringify(plan) }),
                  },
                },
              ],
              options,
            );
          } catch (error) {
            // Someone else wrote the basket first (a twin's plan, or another tab): read it again.
            if (error instanceof ConcurrentModificationError && round < config.versionRetries) continue;
            throw error;
          }
        }
        if (plan.cardCents > 0 && !input.card) throw new CheckoutError(MESSAGES.card, 'incomplete');

        const paid: CheckoutPayment[] = [];
        const reference = `checkout-${attempt}`;
        const shopperReference = (await deps.tokenStore.get())?.customerId ?? undefined;
        const pay = async (method: PaymentMethodInput, cents: number, key: string) => {
          const result = await payments.authorise(
            {
              amountCents: cents,
              reference,
              method,
              shopperEmail: email,
              ...(method.type === 'storedCard' ? { shopperReference } : {}),
            },
            { ...options, idempotencyKey: `${attempt}:${key}` },
          );
          if (result.resultCode === 'Authorised') authorised.push(result);
          return result;
        };
        try {
          for (const [index, card] of input.giftCards.entries()) {
            const cents = plan.giftCardCents[index] ?? 0;
            if (cents <= 0) continue;
            const result = await pay(
              { type: 'giftcard', number: card.number, pin: card.pin },
              cents,
              `giftcard:${index}`,
            );
            if (result.resultCode !== 'Authorised') {
              await cancelAll();
              throw new CheckoutError(
                `Gift card ••••${card.number.slice(-4)} could not be used: ${result.refusalReason ?? 'Refused'}`,
                'gift-card-refused',
                { refusalReason: result.refusalReason },
              );
            }
            paid.push({
              pspReference: result.pspReference,
              label: paymentLabel('giftcard', result, card.number),
              amountCents: cents,
            });
          }
          if (plan.cardCents > 0 && input.card) {
            const result = await pay(input.card, plan.cardCents, 'card');
            if (result.resultCode !== 'Authorised') {
              await cancelAll();
              throw new CheckoutError(MESSAGES.declined, 'declined', { refusalReason: result.refusalReason });
            }
            paid.push({
              pspReference: result.pspReference,
              label: paymentLabel('card', result),
              amountCents: plan.cardCents,
            });
          }
        } catch (error) {
          if (error instanceof CheckoutError) throw error;
          return fail(error);
        }

        // The payments go on the basket (and so on the order), then the order is made at the basket's version.
        try {
          for (let tries = 0; ; tries++) {
            try {
              cart = await updateAt(
                cart.id,
                cart.version,
                [{ setCustomField: { name: 'checkoutPayments', value: JSON.stringify(JSON.stringify(paid)) } }],
                options,
              );
              const data = await graphql(
                CreateMyOrderFromCartDocument,
                { draft: { id: cart.id, version: cart.version }, locale },
                options,
              );
              const order = data.createMyOrderFromCart;
              if (!order) throw new GraphQLResponseError('The order could not be created', undefined, []);
              return { order, payments: paid, extraCents };
            } catch (error) {
              if (!(error instanceof ConcurrentModificationError) || tries >= config.versionRetries) throw error;
              // The basket moved on: ordered by a twin, changed by another tab, or a twin's write of the same plan.
              const order = await orderWhere(attempt, options);
              if (order) return placed(order);
              const now = await carts.active(undefined, options);
              if (!now || now.id !== cart.id || now.totalPrice.centAmount + extraCents !== plan.totalCents) {
                throw new CheckoutError(MESSAGES.cartChanged, 'cart-changed');
              }
              cart = now;
            }
          }
        } catch (error) {
          if (error instanceof GraphQLResponseError && error.code === 'OutOfStock') {
            const skus = (error.errors[0]?.extensions?.skus as string[] | undefined) ?? [];
            return fail(new CheckoutError(MESSAGES.soldOut, 'sold-out', { skus }));
          }
          return fail(error);
        }
      }
    },
  };
}
