import { basketId, lineQuantity } from '@/lib/basket/basketInput';
import { basketJson, basketWrite } from '@/lib/basket/basketRoute';
import { changeLineQuantity } from '@/lib/data/basket';

type Context = { params: Promise<{ id: string }> };

const REFUSALS = {
  'no-line': { status: 404, error: 'That item is no longer in your basket' },
  'out-of-stock': { status: 409, error: 'Sorry, there is not enough stock for that quantity.' },
} as const;

async function setQuantity(id: string, quantity: number) {
  const changed = await changeLineQuantity(id, quantity);
  if (!changed.ok) return basketJson({ error: REFUSALS[changed.refusal].error }, REFUSALS[changed.refusal].status);
  return basketJson(changed.basket);
}

/** Sets a basket line's quantity (`{ quantity }`, 0 to 99; 0 removes it) and answers the whole basket after it. */
export async function PATCH(request: Request, { params }: Context) {
  const { id } = await params;
  return basketWrite(request, { id: { schema: basketId, value: id }, body: lineQuantity }, ({ id, body }) =>
    setQuantity(id, body.quantity),
  );
}

/** Removes a basket line (its quantity set to 0) and answers the whole basket after it. */
export async function DELETE(request: Request, { params }: Context) {
  const { id } = await params;
  return basketWrite(request, { id: { schema: basketId, value: id } }, ({ id }) => setQuantity(id, 0));
}
