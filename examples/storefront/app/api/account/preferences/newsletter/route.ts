import { newsletterPreferenceSchema } from '@/lib/account/preferenceSchemas';
import { setNewsletterSubscription } from '@/lib/data/preferences';
import { accountJson, accountWrite } from '@/lib/http/accountRoute';

/**
 * The signed-in customer's newsletter choice: body `{ subscribed }`, answer `{ subscribed }`. Only their own email
 * is ever opted in or out.
 */
export async function PUT(request: Request) {
  return accountWrite(request, 'Your newsletter subscription', newsletterPreferenceSchema, async (input, customer) => {
    await setNewsletterSubscription(customer, input.subscribed);
    return accountJson({ subscribed: input.subscribed });
  });
}
