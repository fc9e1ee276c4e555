import { signOut } from '@/lib/data/auth';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';

/** Signs the shopper out by dropping the session cookie. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  await signOut();
  return new Response(null, { status: 204 });
}
