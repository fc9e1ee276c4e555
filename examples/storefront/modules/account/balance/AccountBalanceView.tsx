import { formatMoney } from '@bookshop/sdk/rules';
import Link from 'next/link';
import type { AccountStanding } from '@/lib/data/payments';
import styles from '../cards/Payments.module.css';

/**
 * The account balance (`/account/balance`): for a customer with an account, the balance owing, credit limit, credit
 * available, overdue amount, store credit and terms; for others, a plain statement that there is no account balance.
 */
export function AccountBalanceView({ standing }: { standing: AccountStanding }) {
  const { balance, overdueCents, hasAccount } = standing;
  const money = (amount: { centAmount: number; currencyCode: string }) =>
    formatMoney(amount.centAmount, amount.currencyCode);
  return (
    <section className={styles.section} aria-labelledby="balance-heading">
      <h2 id="balance-heading" className={styles.heading}>
        Account balance
      </h2>
      {hasAccount ? (
        <>
          <dl className={styles.figures}>
            <dt>Balance owing</dt>
            <dd>{money(balance.balance)}</dd>
            <dt>Credit limit</dt>
            <dd>{money(balance.creditLimit)}</dd>
            <dt>Available credit</dt>
            <dd>{money(balance.availableCredit)}</dd>
            <dt>Overdue</dt>
            <dd className={overdueCents ? styles.overdue : undefined}>
              {formatMoney(overdueCents, balance.balance.currencyCode)}
            </dd>
            <dt>Store credit</dt>
            <dd>{money(balance.storeCredit)}</dd>
            {balance.terms ? (
              <>
                <dt>Terms</dt>
                <dd>{balance.terms}</dd>
              </>
            ) : null}
          </dl>
          {balance.balance.centAmount > 0 ? (
            <p>
              <Link href="/account/invoices">Pay an invoice</Link>
            </p>
          ) : null}
        </>
      ) : (
        <p className={styles.empty}>
          You have no account balance: your account with us is pay-as-you-go, so there is nothing owing.{' '}
          {balance.storeCredit.centAmount > 0 ? `Store credit: ${money(balance.storeCredit)}.` : ''}
        </p>
      )}
    </section>
  );
}
