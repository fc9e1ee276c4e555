import type { LoyaltyCustomer } from '@bookshop/sdk';
import Link from 'next/link';
import styles from './RewardsWidget.module.css';

const points = new Intl.NumberFormat('en-AU');

/** The banner's rewards widget: the shopper's points balance and tier, and where to read how rewards work. */
export function RewardsWidget({ loyalty }: { loyalty: LoyaltyCustomer }) {
  return (
    <section className={styles.rewards} aria-labelledby="rewards-heading">
      <h2 id="rewards-heading" className={styles.heading}>
        Koorong Rewards
      </h2>
      <p className={styles.balance}>
        <strong className={styles.points}>{points.format(loyalty.pointsBalance)}</strong>{' '}
        {loyalty.pointsBalance === 1 ? 'point' : 'points'} to spend
        {loyalty.tier ? <span className={styles.tier}>{loyalty.tier} member</span> : null}
      </p>
      <p className={styles.note}>
        Earn points on every purchase and redeem them in store or online.{' '}
        <Link href="/help/loyalty-program">How rewards work</Link>
      </p>
    </section>
  );
}
