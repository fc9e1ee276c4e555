import type { BookshopConfig } from '../config';
import * as z from '../transport/guard';
import type { Http, RequestOptions } from '../transport/http';
import { parseWire, requireService, withHeaders } from '../transport/wire';

/** How a payment is made: a card as typed, a saved card of the customer, or a gift card with its PIN. */
export type PaymentMethodInput =
  | { type: 'card'; number: string; expiryMonth: string; expiryYear: string; cvc: string; holderName: string }
  | { type: 'storedCard'; storedPaymentMethodId: string }
  | { type: 'giftcard'; number: string; pin: string; brand?: string };

/** What to authorise: an amount in cents, the shop's reference for it, and how it is paid. */
export interface AuthoriseInput {
  amountCents: number;
  /** Three-letter code; the SDK's `currencyCode` by default. */
  currency?: string;
  /** The shop's reference (up to 80 characters), the same for every payment of one order attempt. */
  reference: string;
  method: PaymentMethodInput;
  shopperEmail?: string;
  /** The customer's id: required with a stored card, which belongs to that customer. */
  shopperReference?: string;
}

/** An authorisation's outcome as the payment service answered it. */
export interface PaymentResult {
  pspReference: string;
  resultCode: 'Authorised' | 'Refused';
  /** Why a refused payment was refused ('Refused', 'Expired Card', 'Not enough balance', 'Invalid Pin' …). */
  refusalReason?: string;
  amountCents: number;
  currency: string;
  /** `visa`, `mc`, `amex`, or the gift card brand. */
  brand?: string;
  /** The card's last four digits, when the service told them. */
  last4?: string;
}

/** Options of a payment call: an `idempotencyKey` makes a retry answer the first call's outcome, never a second charge. */
export interface PaymentRequestOptions extends RequestOptions {
  idempotencyKey?: string;
}

const wirePayment = z.object({
  pspReference: z.string(),
  resultCode: z.string(),
  refusalReason: z.optional(z.string()),
  amount: z.optional(z.object({ value: z.int(), currency: z.string() })),
  paymentMethod: z.optional(z.object({ type: z.optional(z.string()), brand: z.optional(z.string()) })),
  additionalData: z.optional(z.record(z.string(), z.string())),
});
const wireCancel = z.object({ pspReference: z.string(), status: z.string() });

/** The payment service (`bookshop.payments`), Adyen's Checkout API. */
export interface PaymentsResource {
  /**
   * Authorises a payment (`POST /v71/payments`). A refusal is an answer (`resultCode: 'Refused'` with its reason),
   * not an error; a request the service cannot take (a number failing its check) is an `HttpError` 422.
   *
   * @example
   * ```ts
   * const payment = await bookshop.payments.authorise(
   *   { amountCents: 2500, reference: 'checkout-1', method: { type: 'card', number: '4111111145551142', expiryMonth: '03', expiryYear: '2030', cvc: '737', holderName: 'Jo Lee' } },
   *   { idempotencyKey: 'checkout-1:card' },
   * );
   * if (payment.resultCode === 'Refused') showError(payment.refusalReason);
   * ```
   */
  authorise(input: AuthoriseInput, options?: PaymentRequestOptions): Promise<PaymentResult>;
  /**
   * Cancels an authorisation (`POST /v71/payments/{pspReference}/cancels`): nothing is charged, and a gift card gets
   * its debit back. Cancelling again is harmless.
   *
   * @example
   * ```ts
   * await bookshop.payments.cancel(payment.pspReference, { idempotencyKey: `${payment.pspReference}:cancel` });
   * ```
   */
  cancel(pspReference: string, options?: PaymentRequestOptions): Promise<void>;
}

const paymentMethodWire = (method: PaymentMethodInput) => {
  switch (method.type) {
    case 'card': {
      const { type: _type, ...card } = method;
      return { type: 'scheme', ...card };
    }
    case 'storedCard':
      return { type: 'scheme', storedPaymentMethodId: method.storedPaymentMethodId };
    case 'giftcard':
      return { type: 'giftcard', brand: method.brand ?? 'givex', number: method.number, cvc: method.pin };
  }
};

export function createPaymentsResource(config: BookshopConfig, http: Http): PaymentsResource {
  const service = () => requireService(config.adyen, 'adyen', 'BOOKSHOP_ADYEN_URL');
  const headers = (options: PaymentRequestOptions) => {
    const { idempotencyKey, ...rest } = options;
    const { apiKey } = service();
    return withHeaders(rest, { 'x-api-key': apiKey, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) });
  };
  return {
    async authorise(input, options = {}) {
      const { baseUrl, merchantAccount } = service();
      const currency = input.currency ?? config.currencyCode;
      const answer = await http(`${baseUrl}/v71/payments`, {
        ...headers(options),
        method: 'POST',
        body: {
          merchantAccount,
          reference: input.reference,
          amount: { value: input.amountCents, currency },
          paymentMethod: paymentMethodWire(input.method),
          ...(input.shopperEmail ? { shopperEmail: input.shopperEmail } : {}),
          ...(input.shopperReference
            ? {
                shopperReference: input.shopperReference,
                shopperInteraction: 'ContAuth',
                recurringProcessingModel: 'CardOnFile',
              }
            : {}),
        },
      });
      const payment = parseWire(wirePayment, answer, 'The payment service (payments)');
      return {
        pspReference: payment.pspReference,
        resultCode: payment.resultCode === 'Authorised' ? 'Authorised' : 'Refused',
        ...(payment.resultCode === 'Authorised' ? {} : { refusalReason: payment.refusalReason ?? payment.resultCode }),
        amountCents: payment.amount?.value ?? input.amountCents,
        currency: payment.amount?.currency ?? currency,
        brand: payment.paymentMethod?.brand,
        last4: payment.additionalData?.cardSummary,
      };
    },
    async cancel(pspReference, options = {}) {
      const { baseUrl, merchantAccount } = service();
      const answer = await http(`${baseUrl}/v71/payments/${encodeURIComponent(pspReference)}/cancels`, {
        ...headers(options),
        method: 'POST',
        body: { merchantAccount },
      });
      parseWire(wireCancel, answer, 'The payment service (cancels)');
    },
  };
}
