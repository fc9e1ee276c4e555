import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { customerOrder } from '@/lib/data/orders';
import { OrderDetail } from '@/modules/account/orders/OrderDetail';

type Props = { params: Promise<{ number: string }> };

export const metadata: Metadata = { title: 'Order details' };

/**
 * `/account/orders/{number}`: one of the signed-in customer's orders. Another customer's order, an unknown number and
 * a malformed one are all the same 404: the back end finds orders only within the session's customer.
 */
export default async function OrderPage({ params }: Props) {
  const order = await customerOrder((await params).number);
  if (!order) notFound();
  return <OrderDetail order={order} />;
}
