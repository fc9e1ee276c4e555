import { revalidationRequest } from '@/lib/cache/revalidation';

/** The caches' revalidation webhook (lib/cache/revalidation.ts): a content, price or stock change names its tags. */
export async function POST(request: Request) {
  return revalidationRequest(request);
}
