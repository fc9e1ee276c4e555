import { donationRequest } from '@/lib/checkout/checkoutInput';
import { checkoutWording } from '@/lib/checkout/checkoutWording';
import { saveDonation } from '@/lib/data/checkout';
import { route } from '@/lib/http/route';

/** The donation on this order (`{ amountCents }`, 0 removes it; signed-in shoppers) → `CheckoutState`. */
export const PUT = route({ ...checkoutWording, body: donationRequest }, ({ body }) => saveDonation(body.amountCents));
