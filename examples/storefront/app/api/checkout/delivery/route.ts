import { deliveryRequest } from '@/lib/checkout/checkoutInput';
import { checkoutWording } from '@/lib/checkout/checkoutWording';
import { saveDelivery } from '@/lib/data/checkout';
import { route } from '@/lib/http/route';

/** Standard delivery or Click & Collect at a store (`DeliveryChoice`) → `CheckoutState`, priced by commerce. */
export const PUT = route({ ...checkoutWording, body: deliveryRequest }, ({ body }) => saveDelivery(body));
