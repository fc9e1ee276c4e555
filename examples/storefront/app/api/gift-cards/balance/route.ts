import { GIFT_CARD_MESSAGES, giftCardCheckSchema } from '@bookshop/sdk/rules';
import { checkGiftCard } from '@/lib/data/giftCards';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

/**
 * The gift card balance check: `POST { cardNumber, pin }` answers `{ card }` (masked number, kind, balance, expiry).
 * A malformed number or PIN is 400 with the form's message; an unknown card 404, a wrong PIN 400 and a locked card
 * 429, each with its own message (the SDK's balance-check words) and nothing more (no attempts count, no hint about
 * other cards); the back end's outage 502. Never a 500 for what the browser sent.
 */
export const POST = route({ what: 'The gift card balance check', body: giftCardCheckSchema }, async ({ body }) => {
  const check = await checkGiftCard(body);
  switch (check.outcome) {
    case 'balance':
      return { card: check.card };
    case 'locked':
      throw new RouteRefusal(check.message, 429);
    case 'unknown':
      throw new RouteRefusal(GIFT_CARD_MESSAGES['balance-unknown'], 404, { field: 'cardNumber' });
    case 'discount':
      throw new RouteRefusal(GIFT_CARD_MESSAGES['balance-discount'], 400, { field: 'cardNumber' });
    default:
      throw new RouteRefusal(GIFT_CARD_MESSAGES['balance-wrong-pin'], 400, { field: 'pin' });
  }
});
