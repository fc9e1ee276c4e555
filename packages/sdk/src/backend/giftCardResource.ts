import { HttpError } from '../errors';
import type { RequestOptions } from '../transport/http';
import { type BackendRequest, nullWhenNotFound } from './backendRequest';
import { type GiftCardBalance, wireGiftCardBalance, wireGiftCardType, wirePinCheck } from './backendWire';

/** What a gift card code is: a gift card, a commerce discount code, or neither. */
export type GiftCardType = 'giftcard' | 'discount' | 'unknown';
/** The outcome of a pin check: the balance when right; attempts left (or locked) when wrong. */
export type GiftCardPinResult =
  | (GiftCardBalance & { valid: true })
  | { valid: false; attemptsRemaining?: number; locked?: boolean; message?: string };

/** Gift cards (`bookshop.backend.giftCard`). */
export interface GiftCardResource {
  /**
   * A gift card's balance (`GET giftcard/{code}/balance`); `null` for an unknown card.
   *
   * @example
   * ```ts
   * const card = await bookshop.backend.giftCard.balance('6280000000000001');
   * card?.balance.centAmount; // 5000
   * ```
   */
  balance(code: string, options?: RequestOptions): Promise<GiftCardBalance | null>;
  /**
   * Whether a code is a gift card, a discount code or unknown (`GET giftcard/check-type`).
   *
   * @example
   * ```ts
   * if ((await bookshop.backend.giftCard.type(code)) === 'discount') await bookshop.cart.applyDiscountCode(code);
   * ```
   */
  type(code: string, options?: RequestOptions): Promise<GiftCardType>;
  /**
   * Checks a gift card's pin (`POST giftcard/validate-pin`). A wrong pin, or a card locked after too many, is data.
   *
   * @example
   * ```ts
   * const result = await bookshop.backend.giftCard.validatePin({ code, pin: '1234' });
   * if (!result.valid) showError(result.locked ? result.message : `${result.attemptsRemaining} tries left`);
   * ```
   */
  validatePin(input: { code: string; pin: string }, options?: RequestOptions): Promise<GiftCardPinResult>;
}

export function createGiftCardResource(backend: BackendRequest): GiftCardResource {
  return {
    balance: (code, options = {}) =>
      nullWhenNotFound(backend(`giftcard/${encodeURIComponent(code.trim())}/balance`, wireGiftCardBalance, options)),
    async type(code, options = {}) {
      const { type } = await backend('giftcard/check-type', wireGiftCardType, {
        ...options,
        query: { code: code.trim() },
      });
      return type === 'giftcard' || type === 'discount' ? type : 'unknown';
    },
    async validatePin({ code, pin }, options = {}) {
      try {
        return await backend('giftcard/validate-pin', wirePinCheck, {
          ...options,
          method: 'POST',
          body: { code: code.trim(), pin: pin.trim() },
        });
      } catch (error) {
        // Too many wrong pins lock the card: the back end says so with 429, which is an answer for the shopper.
        if (error instanceof HttpError && error.status === 429) {
          return { valid: false, attemptsRemaining: 0, locked: true, message: error.message };
        }
        throw error;
      }
    },
  };
}
