import { newsletterPreferenceSchema } from '@/lib/account/preferenceSchemas';
import { accountCustomer } from '@/lib/data/account';
import { newsletterSubscription, setNewsletterSubscription } from '@/lib/data/preferences';
import { route } from '@/lib/http/route';

const what = 'Your newsletter subscription';

/**
 * Whether the signed-in customer's own email is subscribed: `{ email, subscribed }` (`subscribed` is `null` when the
 * marketing service cannot say). The preferences section reads it again after an email change.
 */
export const GET = route({ what, session: accountCustomer }, async ({ session: customer }) => ({
  email: customer.email,
  subscribed: await newsletterSubscription(customer),
}));

/**
 * The signed-in customer's newsletter choice: body `{ subscribed }`, answer `{ subscribed }`. Only their own email
 * is ever opted in or out.
 */
export const PUT = route(
  { what, body: newsletterPreferenceSchema, session: accountCustomer },
  async ({ body: { subscribed }, session: customer }) => {
    await setNewsletterSubscription(customer, subscribed);
    return { subscribed };
  },
);
