import { AuthError, loginSchema } from '@bookshop/sdk';
import { shopperBookshop } from '@/lib/bookshop';
import { readJsonBody } from '@/lib/http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';
import { shopperAddressHeaders } from '@/lib/http/shopperAddress';

/**
 * Signs the shopper in: the token goes into the httpOnly session cookie and the answer carries only what the
 * header shows. A refused login answers 401 with the message for under the form.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = loginSchema.safeParse(body.value);
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? 'Invalid request' }, { status: 400 });
  }
  const bookshop = await shopperBookshop();
  try {
    // The anonymous shopper's basket is merged into the customer's (spec A1).
    const anonymousCartId = await bookshop.cart.anonymousCartId().catch(() => undefined);
    await bookshop.auth.signIn(
      { ...parsed.data, anonymousCartId },
      { headers: shopperAddressHeaders(request.headers) },
    );
    const customer = await bookshop.customer.me();
    if (!customer) throw new AuthError('Incorrect email or password');
    return Response.json({
      customer: { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email },
    });
  } catch (error) {
    if (error instanceof AuthError) return Response.json({ error: error.message }, { status: 401 });
    console.error('Sign-in failed', error);
    return Response.json({ error: 'Sign-in is unavailable, please try again later' }, { status: 502 });
  }
}
