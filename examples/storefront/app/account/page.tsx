import type { Metadata } from 'next';
import { accountCustomer } from '@/lib/data/account';
import { AccountBanner } from '@/modules/account/AccountBanner';
import { LoginPanel } from '@/modules/header/LoginPanel';

export const metadata: Metadata = { title: 'My Koorong' };
export const dynamic = 'force-dynamic';

export default async function AccountPage() {
  const customer = await accountCustomer();
  if (!customer) {
    return (
      <section aria-labelledby="account-login" style={{ maxWidth: '24rem' }}>
        <h1 id="account-login">My Koorong</h1>
        <p>If you have an account login below.</p>
        <LoginPanel />
      </section>
    );
  }
  return <AccountBanner customer={customer} />;
}
