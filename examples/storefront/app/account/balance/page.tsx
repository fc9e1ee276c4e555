import type { Metadata } from 'next';
import { accountStanding } from '@/lib/data/payments';
import { AccountBalanceView } from '@/modules/account/balance/AccountBalanceView';

export const metadata: Metadata = { title: 'Account balance' };

/** `/account/balance`: the signed-in customer's account balance, credit limit and overdue amount. */
export default async function AccountBalancePage() {
  const standing = await accountStanding();
  return standing ? <AccountBalanceView standing={standing} /> : null;
}
