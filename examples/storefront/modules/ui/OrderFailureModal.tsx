'use client';

import dynamic from 'next/dynamic';
import { useSearchParams } from 'next/navigation';

// The dialog (and the dialog library) is fetched only when checkout actually sent the shopper back.
const OrderFailureDialog = dynamic(() => import('./OrderFailureDialog').then((module) => module.OrderFailureDialog), {
  ssr: false,
});

/** Shown when checkout sends the shopper back with `from=checkout&status=orderCreationFailed` (spec C2, C8). */
export function OrderFailureModal() {
  const params = useSearchParams();
  const failed = params.get('from') === 'checkout' && params.get('status') === 'orderCreationFailed';
  return failed ? <OrderFailureDialog /> : null;
}
