import { giftCardRecipientSchema } from '@bookshop/sdk/rules';
import { basketAddition } from '@/lib/basket/basketInput';
import { addToBasket, readBasketSummary } from '@/lib/data/basket';
import { route } from '@/lib/http/route';
import { RouteRefusal } from '@/lib/http/routeRefusal';

/**
 * This shopper's basket in brief: `{ count, quantities }`, the badge's item count and the units per sku (for the stock
 * rule on basket buttons); empty without a basket, or when commerce is unreachable.
 */
export const GET = route({ what: 'The basket' }, () => readBasketSummary());

const REFUSALS = {
  'cannot-add': [400, 'This product cannot be added to the basket'],
  'recipient-required': [400, 'Please tell us who the gift card is for'],
  'no-recipient': [400, 'Only a gift card has a recipient'],
  // Commerce's stock, less what the basket holds, is short of the request (spec C4: the button reads 'Unavailable').
  'out-of-stock': [409, 'Sorry, there is not enough stock to add this to your basket.'],
} as const;

/**
 * Adds a product to this shopper's basket and answers the whole basket after it (`BasketView`: the brief `GET` answers,
 * plus the lines, codes and totals the added-to-basket flyout shows). A gift card needs its `recipient`
 * (`giftCardRecipientSchema`: 400 with the field's message and path), which goes on its line; another product takes none.
 */
export const POST = route(
  { what: 'The basket', body: basketAddition, fields: false },
  async ({ body: { recipient: sent, ...line } }) => {
    const recipient = sent === undefined ? undefined : giftCardRecipientSchema.safeParse(sent);
    if (recipient && !recipient.success) {
      const issue = recipient.error.issues[0];
      throw new RouteRefusal(issue?.message ?? REFUSALS['recipient-required'][1], 400, {
        field: ['recipient', ...(issue?.path ?? [])].join('.'),
      });
    }
    const added = await addToBasket({ ...line, recipient: recipient?.data });
    if (added.ok) return added.basket;
    const [status, message] = REFUSALS[added.refusal];
    throw new RouteRefusal(message, status);
  },
);
