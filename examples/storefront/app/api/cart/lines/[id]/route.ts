import { basketPath, lineQuantity } from '@/lib/basket/basketInput';
import { changeLineQuantity } from '@/lib/data/basket';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

const REFUSALS = {
  'no-line': [404, 'That item is no longer in your basket'],
  'out-of-stock': [409, 'Sorry, there is not enough stock for that quantity.'],
} as const;

async function setQuantity(id: string, quantity: number) {
  const changed = await changeLineQuantity(id, quantity);
  if (changed.ok) return changed.basket;
  const [status, message] = REFUSALS[changed.refusal];
  throw new RouteRefusal(message, status);
}

/** Sets a basket line's quantity (`{ quantity }`, 0 to 99; 0 removes it) and answers the whole basket after it. */
export const PATCH = route(
  { what: 'The basket', params: basketPath, body: lineQuantity, fields: false },
  ({ params, body }) => setQuantity(params.id, body.quantity),
);

/** Removes a basket line (its quantity set to 0) and answers the whole basket after it. */
export const DELETE = route({ what: 'The basket', params: basketPath, fields: false }, ({ params }) =>
  setQuantity(params.id, 0),
);
