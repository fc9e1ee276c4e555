import { giftCardRecipientSchema } from '@bookshop/sdk/rules';
import * as z from 'zod';
import { addToBasket, readBasketSummary } from '@/lib/data/basket';
import { readJsonBody } from '@/lib/http/jsonBody';
import { crossOriginRefused, isSameOrigin } from '@/lib/http/sameOrigin';

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * This shopper's basket in brief: `{ count, quantities }`, the badge's item count and the units per sku (for the stock
 * rule on basket buttons); empty without a basket, or when commerce is unreachable.
 */
export async function GET() {
  return Response.json(await readBasketSummary(), { headers: NO_STORE });
}

// Each field's message says what is wrong with it.
const addition = z.object({
  productId: z.string({ error: 'A product id is required' }).min(1).max(100),
  sku: z.string({ error: 'A sku must be 1 to 100 characters' }).min(1).max(100),
  quantity: z.number({ error: 'The quantity must be a whole number from 1 to 99' }).int().min(1).max(99).default(1),
  // A gift card's recipient (name, email, message), checked by the product page's own schema below.
  recipient: z.unknown().optional(),
});

const REFUSALS = {
  'cannot-add': { status: 400, error: 'This product cannot be added to the basket' },
  'recipient-required': { status: 400, error: 'Please tell us who the gift card is for' },
  'no-recipient': { status: 400, error: 'Only a gift card has a recipient' },
  // Commerce's stock, less what the basket holds, is short of the request (spec C4: the button reads 'Unavailable').
  'out-of-stock': { status: 409, error: 'Sorry, there is not enough stock to add this to your basket.' },
} as const;

/**
 * Adds a product to this shopper's basket and answers the whole basket after it (`BasketView`: the brief `GET` answers,
 * plus the lines, codes and totals the added-to-basket flyout shows). A gift card needs its `recipient`
 * (`giftCardRecipientSchema`: 400 with the field's message), which goes on its line; another product takes none.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossOriginRefused();
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const parsed = addition.safeParse(body.value);
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? 'A product id is required' }, { status: 400 });
  }
  const { recipient: sent, ...line } = parsed.data;
  const recipient = sent === undefined ? undefined : giftCardRecipientSchema.safeParse(sent);
  if (recipient && !recipient.success) {
    const issue = recipient.error.issues[0];
    return Response.json(
      {
        error: issue?.message ?? 'Please tell us who the gift card is for',
        field: `recipient.${issue?.path.join('.')}`,
      },
      { status: 400 },
    );
  }
  try {
    const added = await addToBasket({ ...line, recipient: recipient?.data });
    if (!added.ok) {
      const { status, error } = REFUSALS[added.refusal];
      return Response.json({ error }, { status });
    }
    return Response.json(added.basket, { headers: NO_STORE });
  } catch (error) {
    console.error('Could not add to the basket', error);
    return Response.json({ error: 'The basket is unavailable, please try again later' }, { status: 502 });
  }
}
