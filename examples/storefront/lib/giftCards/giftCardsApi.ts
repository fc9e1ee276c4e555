import type { GiftCardBalance } from '@bookshop/sdk';
import type { GiftCardCheckInput } from '@bookshop/sdk/rules';
import { callRoute } from '@/lib/http/callRoute';

/** What the shopper reads when the check could not be made. */
export const GIFT_CARD_CHECK_UNAVAILABLE = 'The gift card balance check is unavailable, please try again later';

/**
 * Checks a gift card's balance with the site's route: the card, or the refusal to show (its message, and the field it
 * belongs to). It resolves for every outcome.
 */
export const checkGiftCardBalance = (values: GiftCardCheckInput) =>
  callRoute<{ card: GiftCardBalance }>('/api/gift-cards/balance', {
    method: 'POST',
    body: values,
    unavailable: GIFT_CARD_CHECK_UNAVAILABLE,
  });
