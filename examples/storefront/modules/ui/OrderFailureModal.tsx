'use client';

import { useSearchParams } from 'next/navigation';
import { lazy, Suspense } from 'react';

// The dialog (and the dialog library) is fetched only when checkout actually sent the shopper back.
const OrderFailureDialog = lazy(() =>
  import('./OrderFailureDialog').then((module) => ({ default: module.OrderFailureDialog })),
);

/** Shown when checkout sends the shopper back with `from=checkout&status=orderCreationFailed` (spec C2, C8). */
export function OrderFailureModal() {
  const params = useSearchParams();
  const failed = params.get('from') === 'checkout' && params.get('status') === 'orderCreationFailed';
  return failed ? (
    <Suspense fallback={null}>
      <OrderFailureDialog />
    </Suspense>
  ) : null;
}
