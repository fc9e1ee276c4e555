import { contactRequest } from '@/lib/checkout/checkoutInput';
import { checkoutJson, checkoutWrite } from '@/lib/checkout/checkoutRoute';
import { saveContact } from '@/lib/data/checkout';

/** The order's email (`{ email }`; a signed-in shopper's is their own) → `CheckoutState`. */
export async function PUT(request: Request) {
  return checkoutWrite(request, contactRequest, async ({ email }) => checkoutJson(await saveContact(email)));
}
