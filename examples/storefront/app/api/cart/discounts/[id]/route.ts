import { basketId } from '@/lib/basket/basketInput';
import { basketJson, basketWrite } from '@/lib/basket/basketRoute';
import { removeDiscount } from '@/lib/data/basket';

type Context = { params: Promise<{ id: string }> };

/** Takes a discount code (by its id) off the basket and answers the whole basket after it. */
export async function DELETE(request: Request, { params }: Context) {
  const { id } = await params;
  return basketWrite(request, { id: { schema: basketId, value: id } }, async ({ id }) =>
    basketJson(await removeDiscount(id)),
  );
}
