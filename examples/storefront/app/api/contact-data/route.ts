import { newsletterEmailSchema } from '@bookshop/sdk/rules';
import { ownSubscription } from '@/lib/data/newsletter';
import { readJsonBody } from '@/lib/http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';

/**
 * Contact lookup (spec C7): body `{ email }`, answer `{ subscribed }`. Only the signed-in customer's own email may
 * be looked up, so the route cannot be used to find out who is on the list.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = newsletterEmailSchema.safeParse((body.value as { email?: unknown } | null)?.email);
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
  try {
    const subscribed = await ownSubscription(parsed.data);
    if (subscribed === 'not-theirs') {
      return Response.json({ error: 'Sign in to check your subscription' }, { status: 403 });
    }
    return Response.json({ subscribed });
  } catch (error) {
    console.error('Newsletter contact lookup failed', error);
    return Response.json({ error: 'Could not check the subscription' }, { status: 502 });
  }
}
