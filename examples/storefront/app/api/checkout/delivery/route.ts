import { deliveryRequest } from '@/lib/checkout/checkoutInput';
import { checkoutJson, checkoutWrite } from '@/lib/checkout/checkoutRoute';
import { saveDelivery } from '@/lib/data/checkout';

/** Standard delivery or Click & Collect at a store (`DeliveryChoice`) → `CheckoutState`, priced by commerce. */
export async function PUT(request: Request) {
  return checkoutWrite(request, deliveryRequest, async (choice) => checkoutJson(await saveDelivery(choice)));
}
