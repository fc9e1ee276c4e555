import { giftCardRequest } from '@/lib/checkout/checkoutInput';
import { checkoutJson, checkoutWrite } from '@/lib/checkout/checkoutRoute';
import { checkGiftCard } from '@/lib/data/checkout';

/** A gift card (`{ number, pin }`) checked for this order, not charged → `GiftCardTender`. */
export async function POST(request: Request) {
  return checkoutWrite(request, giftCardRequest, async ({ number, pin }) =>
    checkoutJson(await checkGiftCard(number, pin)),
  );
}
