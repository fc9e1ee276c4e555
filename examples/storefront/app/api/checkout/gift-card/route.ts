import { giftCardRequest } from '@/lib/checkout/checkoutInput';
import { checkoutWording } from '@/lib/checkout/checkoutWording';
import { checkGiftCard } from '@/lib/data/checkout';
import { route } from '@/lib/http/route';

/** A gift card (`{ number, pin }`) checked for this order, not charged → `GiftCardTender`. */
export const POST = route({ ...checkoutWording, body: giftCardRequest }, ({ body }) =>
  checkGiftCard(body.number, body.pin),
);
