import { addressRequest } from '@/lib/checkout/checkoutInput';
import { checkoutJson, checkoutWrite } from '@/lib/checkout/checkoutRoute';
import { saveAddress } from '@/lib/data/checkout';

/** The shopper's delivery and billing address (the checkout address form) → `CheckoutState`. */
export async function PUT(request: Request) {
  return checkoutWrite(request, addressRequest, async (input) => checkoutJson(await saveAddress(input)));
}
