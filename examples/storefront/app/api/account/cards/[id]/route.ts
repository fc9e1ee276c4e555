import { removeSavedCard } from '@/lib/data/payments';
import { accountJson, withAccountCustomer } from '@/lib/http/accountRoute';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';

type Context = { params: Promise<{ id: string }> };

/**
 * Deletes one of the signed-in customer's saved cards: `{ removed: id }`. A card id that is not theirs (someone
 * else's, unknown or malformed) is the same 404: the back end deletes only within the session's customer.
 */
export async function DELETE(request: Request, { params }: Context) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const { id } = await params;
  return withAccountCustomer('Your saved card', async () =>
    (await removeSavedCard(id))
      ? accountJson({ removed: id })
      : accountJson({ error: 'We couldn’t find that card in your account' }, 404),
  );
}
