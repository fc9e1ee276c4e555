import type { Metadata } from 'next';
import { orderPageNumber, recentOrders } from '@/lib/data/orders';
import { OrderHistory } from '@/modules/account/orders/OrderHistory';

export const metadata: Metadata = { title: 'My orders' };

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** `/account/orders`: the signed-in customer's order history, a page at a time (the account layout guards it). */
export default async function OrdersPage({ searchParams }: Props) {
  const history = await recentOrders(orderPageNumber((await searchParams).page));
  return history ? <OrderHistory {...history} /> : null;
}
