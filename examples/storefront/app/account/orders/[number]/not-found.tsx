import Link from 'next/link';
import styles from '@/modules/account/orders/Orders.module.css';

/** An order number the signed-in customer has no order under (unknown, malformed or someone else's). */
export default function OrderNotFound() {
  return (
    <section className={styles.section} aria-labelledby="order-not-found">
      <h2 id="order-not-found" className={styles.heading}>
        Order not found
      </h2>
      <p>We couldn’t find that order in your account. Check the order number, or see all your orders.</p>
      <p>
        <Link href="/account/orders">View my orders</Link>
      </p>
    </section>
  );
}
