import { contactRequest } from '@/lib/checkout/checkoutInput';
import { checkoutWording } from '@/lib/checkout/checkoutWording';
import { saveContact } from '@/lib/data/checkout';
import { route } from '@/lib/http/route';

/** The order's email (`{ email }`; a signed-in shopper's is their own) → `CheckoutState`. */
export const PUT = route({ ...checkoutWording, body: contactRequest }, ({ body }) => saveContact(body.email));
