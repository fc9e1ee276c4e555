import type { Customer } from '@bookshop/sdk';
import { formatMemberSince } from '@bookshop/sdk/rules';
import { initials } from '@/modules/ui/initials';
import styles from './AccountBanner.module.css';

/** The account landing's banner (spec A2): avatar, greeting, full name, member number, since-date and rewards. */
export function AccountBanner({ customer }: { customer: Customer }) {
  const firstName = customer.firstName ?? '';
  const lastName = customer.lastName ?? '';
  return (
    <section className={styles.banner} aria-labelledby="account-greeting">
      <span className={styles.avatar} aria-hidden="true">
        {initials(firstName, lastName)}
      </span>
      <div>
        <h1 id="account-greeting" className={styles.greeting}>
          Hello, {firstName}
        </h1>
        <p className={styles.details}>
          <span>{[customer.title, firstName, lastName].filter(Boolean).join(' ')}</span>
          {customer.customerNumber ? <span>Member Number: {customer.customerNumber}</span> : null}
          <span>Since {formatMemberSince(customer.createdAt)}</span>
        </p>
      </div>
      {/* Yotpo's loyalty widget mounts on this element by the customer's id and email. */}
      <section
        className={styles.rewards}
        aria-label="Rewards"
        data-yotpo-widget="loyalty"
        data-customer-id={customer.externalId ?? customer.id}
        data-customer-email={customer.email}
      >
        <h2>Koorong Rewards</h2>
        <p>Earn points on every purchase and redeem them in store or online.</p>
      </section>
    </section>
  );
}
