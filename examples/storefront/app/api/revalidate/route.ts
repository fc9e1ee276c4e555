import { revalidationRequest } from '@/lib/cache/revalidation';
import { route } from '@/lib/http/route';

/**
 * The caches' revalidation webhook (lib/cache/revalidation.ts): a content, price or stock change names its tags. Sent
 * by another server, so from any origin: the request proves itself with the shared secret.
 */
export const POST = route({ what: 'Revalidation', origin: 'any' }, async ({ request }) => revalidationRequest(request));
