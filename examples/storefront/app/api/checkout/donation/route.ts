import { donationRequest } from '@/lib/checkout/checkoutInput';
import { checkoutJson, checkoutWrite } from '@/lib/checkout/checkoutRoute';
import { saveDonation } from '@/lib/data/checkout';

/** The donation on this order (`{ amountCents }`, 0 removes it; signed-in shoppers) → `CheckoutState`. */
export async function PUT(request: Request) {
  return checkoutWrite(request, donationRequest, async ({ amountCents }) =>
    checkoutJson(await saveDonation(amountCents)),
  );
}
