import { searchQuerySchema } from '@bookshop/sdk';
import { autocomplete } from '@/lib/data/autocomplete';

/** The search box's suggestions for `?q=`. Read-only and the same for every shopper, so briefly cacheable. */
export async function GET(request: Request) {
  const parsed = searchQuerySchema.safeParse(new URL(request.url).searchParams.get('q') ?? '');
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
  return Response.json(await autocomplete(parsed.data, request.signal), {
    headers: { 'cache-control': 'public, max-age=60' },
  });
}
