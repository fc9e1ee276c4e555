import { currentSession } from '@/lib/data/session';

// Who is signed in, for the browser's session hook. Never cached: it is per shopper.
export const dynamic = 'force-dynamic';

export async function GET() {
  return Response.json(await currentSession(), { headers: { 'cache-control': 'no-store' } });
}
