import { shopperBookshop } from '@/lib/bookshop';

/** The basket badge's count for this shopper: `{ count }` (0 without a basket, or when commerce is unreachable). */
export async function GET() {
  const bookshop = await shopperBookshop();
  try {
    const cart = await bookshop.cart.active();
    return Response.json({ count: cart?.totalLineItemQuantity ?? 0 }, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    console.error('Could not load the basket count', error);
    return Response.json({ count: 0 }, { headers: { 'cache-control': 'no-store' } });
  }
}
