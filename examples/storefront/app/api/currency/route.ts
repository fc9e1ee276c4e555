import { saveDisplayCurrency } from '@/lib/currency/setDisplayCurrency';
import { route } from '@/lib/http/route';

/**
 * The 'Prices in' form's post (`CurrencySwitch`, a plain form, so it works before and without JavaScript): saves
 * an offered currency in the `currency` cookie (anything else is ignored) and sends the shopper back to the page they
 * were on, which renders again with the new prices. Another origin gets 403, not an error page.
 */
export const POST = route({ what: 'The display currency' }, async ({ request }) => {
  const form = await request.formData().catch(() => undefined);
  await saveDisplayCurrency(String(form?.get('currency') ?? ''));
  return new Response(null, { status: 303, headers: { location: backTo(request) } });
});

/** The page the form was on (its Referer's path and query), else the home page; never another site. */
function backTo(request: Request): string {
  try {
    const { pathname, search } = new URL(request.headers.get('referer') ?? '');
    // '//host/…' would be read as another site's address.
    return pathname.startsWith('//') ? '/' : `${pathname}${search}`;
  } catch {
    return '/';
  }
}
