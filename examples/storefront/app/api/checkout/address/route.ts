import { addressRequest } from '@/lib/checkout/checkoutInput';
import { checkoutWording } from '@/lib/checkout/checkoutWording';
import { saveAddress } from '@/lib/data/checkout';
import { route } from '@/lib/http/route';

/** The shopper's delivery and billing address (the checkout address form) → `CheckoutState`. */
export const PUT = route({ ...checkoutWording, body: addressRequest }, ({ body }) => saveAddress(body));
