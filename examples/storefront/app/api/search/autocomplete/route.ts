import { searchQuerySchema } from '@bookshop/sdk';
import { autocomplete } from '@/lib/data/autocomplete';

/**
 * The search box's suggestions for `?q=`. Read-only, so briefly cacheable, but by this browser only: the prices are
 * in the visitor's currency (their cookie or language).
 */
export async function GET(request: Request) {
  const parsed = searchQuerySchema.safeParse(new URL(request.url).searchParams.get('q') ?? '');
  if (!parsed.success) return Response.json({ error: parsed.error.issues[0]?.message }, { status: 400 });
  return Response.json(await autocomplete(parsed.data, request.signal), {
    headers: { 'cache-control': 'private, max-age=60', vary: 'Cookie, Accept-Language' },
  });
}
