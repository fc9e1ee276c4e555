import { isSubscribeError } from '@bookshop/sdk';
import { bookshop } from '@/lib/bookshop';
import { readJsonBody } from '@/lib/http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';
import { subscribeResponse } from '@/modules/newsletter/newsletterWire';

/**
 * Newsletter sign-up (spec C7): body `{ firstname, lastname, email }` (the pop-up sends `fisrtname`, as the spec's
 * wire format has it). Answers in the marketing service's shape: `data.replyText`, `data.data.ids` or
 * `data.data.errors` keyed by email; a failure is `{ error }` with a string.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const read = await readJsonBody(request);
  if (!read.ok) return read.response;
  const body = read.value as Record<string, unknown> | null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const email = text(body?.email);
  try {
    const result = await bookshop().newsletter.subscribe({
      firstname: text(body?.firstname ?? body?.fisrtname),
      lastname: text(body?.lastname),
      email,
    });
    return Response.json(subscribeResponse(result, email), { status: isSubscribeError(result) ? 400 : 200 });
  } catch (error) {
    console.error('Newsletter sign-up failed', error);
    return Response.json({ error: {} }, { status: 502 });
  }
}
