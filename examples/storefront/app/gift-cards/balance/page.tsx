import type { Metadata } from 'next';
import Link from 'next/link';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { GiftCardBalance } from '@/modules/giftCards/GiftCardBalance';
import styles from '@/modules/giftCards/GiftCards.module.css';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Gift card balance',
  description: 'Check the balance of a Koorong gift card with its number and PIN.',
  path: '/gift-cards/balance',
});

/** `/gift-cards/balance`: anyone holding a gift card checks its balance with the card's number and PIN. */
export default function GiftCardBalancePage() {
  return (
    <section className={styles.page} aria-labelledby="gift-card-balance">
      <h1 id="gift-card-balance" className={styles.title}>
        Gift card balance
      </h1>
      <p>Enter the number and PIN on the back of your gift card (or in your digital gift card email).</p>
      <GiftCardBalance />
      <p>
        <Link href="/category/gift-card">Buy a gift card</Link>
      </p>
    </section>
  );
}
