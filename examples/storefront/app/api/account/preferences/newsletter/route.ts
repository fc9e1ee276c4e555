import { newsletterPreferenceSchema } from '@/lib/account/preferenceSchemas';
import { newsletterSubscription, setNewsletterSubscription } from '@/lib/data/preferences';
import { accountJson, accountWrite, withAccountCustomer } from '@/lib/http/accountRoute';

/**
 * Whether the signed-in customer's own email is subscribed: `{ email, subscribed }` (`subscribed` is `null` when the
 * marketing service cannot say). The preferences section reads it again after an email change.
 */
export async function GET() {
  return withAccountCustomer('Your newsletter subscription', async (customer) =>
    accountJson({ email: customer.email, subscribed: await newsletterSubscription(customer) }),
  );
}

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
