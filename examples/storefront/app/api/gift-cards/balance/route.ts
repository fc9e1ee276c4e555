import { giftCardCheckSchema } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';
import { checkGiftCard, GIFT_CARD_MESSAGES } from '@/lib/data/giftCards';
import { readJsonBody } from '@/lib/http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';

const NO_STORE = { 'cache-control': 'no-store' };
const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });

/**
 * The gift card balance check: `POST { cardNumber, pin }` answers `{ card }` (masked number, kind, balance, expiry).
 * A malformed number or PIN is 400 with the form's message; an unknown card 404, a wrong PIN 400 and a locked card
 * 429, each with its own message and nothing more (no attempts count, no hint about other cards); the back end's
 * outage 502. Never a 500 for what the browser sent.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = z.safeParse(giftCardCheckSchema, body.value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return answer({ error: issue?.message ?? 'Invalid request', field: issue?.path.join('.') || undefined }, 400);
  }
  try {
    const check = await checkGiftCard(parsed.data);
    switch (check.outcome) {
      case 'balance':
        return answer({ card: check.card });
      case 'locked':
        return answer({ error: check.message }, 429);
      case 'unknown':
        return answer({ error: GIFT_CARD_MESSAGES.unknown, field: 'cardNumber' }, 404);
      case 'discount':
        return answer({ error: GIFT_CARD_MESSAGES.discount, field: 'cardNumber' }, 400);
      default:
        return answer({ error: GIFT_CARD_MESSAGES['wrong-pin'], field: 'pin' }, 400);
    }
  } catch (error) {
    console.error('Gift card balance check failed', error);
    return answer({ error: 'The gift card balance check is unavailable, please try again later' }, 502);
  }
}
