import { basketPath } from '@/lib/basket/basketInput';
import { removeDiscount } from '@/lib/data/basket';
import { route } from '@/lib/http/route';

/** Takes a discount code (by its id) off the basket and answers the whole basket after it. */
export const DELETE = route({ what: 'The basket', params: basketPath, fields: false }, ({ params }) =>
  removeDiscount(params.id),
);
