'use client';

import dynamic from 'next/dynamic';

/**
 * A gift card's purchase form, fetched once its page is in the browser: the form and its schema load only where a gift
 * card is shown, so other product pages ship none of it.
 */
export const GiftCardPurchaseSlot = dynamic(() => import('./GiftCardPurchase'), { ssr: false });
