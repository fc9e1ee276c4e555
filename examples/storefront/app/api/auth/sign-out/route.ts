import { signOut } from '@/lib/data/auth';
import { route } from '@/lib/http/route';

/** Signs the shopper out by dropping the session cookie: 204. */
export const POST = route({ what: 'Sign-out' }, async () => {
  await signOut();
});
