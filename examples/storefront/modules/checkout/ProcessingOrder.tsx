'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { basketCount } from '@/lib/basket/basketCount';
import { EMPTY_BASKET } from '@/lib/basket/basketSummary';
import { attemptOutcome, placeOrder } from '@/lib/checkout/checkoutApi';
import { leaveCheckoutNotice, takeAttempt } from '@/lib/checkout/pendingAttempts';
import { processAttempt } from '@/lib/checkout/processAttempt';
import { toast } from '@/modules/ui/toast';
import styles from './Checkout.module.css';

/** Where a failed order sends the shopper: the home page, whose order-failure modal explains (spec C2, C8). */
export const ORDER_FAILED_PATH = '/?from=checkout&status=orderCreationFailed';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `/checkout/processing`: places the attempt once (a ref keeps React's strict mode and a second render from posting
 * again; a reload, which has no request in memory, asks what became of the attempt), then replaces itself with the
 * confirmation, checkout with the card's refusal, the basket with the sold-out message, or the failure modal.
 */
export function ProcessingOrder({ attempt }: { attempt: string | null }) {
  const router = useRouter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!attempt) {
      router.replace(ORDER_FAILED_PATH);
      return;
    }
    void processAttempt(attempt, takeAttempt(attempt), { place: placeOrder, outcome: attemptOutcome, wait }).then(
      (outcome) => {
        switch (outcome.kind) {
          case 'placed':
            basketCount.set(EMPTY_BASKET);
            router.replace(`/checkout/confirmation?${new URLSearchParams({ order: outcome.order.orderNumber })}`);
            return;
          case 'declined':
            leaveCheckoutNotice(outcome.message);
            router.replace('/checkout');
            return;
          case 'soldOut':
            toast.error(outcome.message);
            router.replace('/cart');
            return;
          default:
            router.replace(ORDER_FAILED_PATH);
        }
      },
    );
  }, [attempt, router]);

  return (
    <div className={styles.processing} role="status" aria-live="polite">
      <h1 className={styles.heading}>Placing your order…</h1>
      <p>Please keep this page open. This usually takes a few seconds.</p>
    </div>
  );
}
