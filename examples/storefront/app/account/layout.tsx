import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { accountCustomer } from '@/lib/data/account';
import { accountBannerImages } from '@/lib/data/accountBanner';
import { accountRewards } from '@/lib/data/loyalty';
import { AccountBanner } from '@/modules/account/AccountBanner';
import { AccountNav } from '@/modules/account/AccountNav';
import { LoginPanel } from '@/modules/auth/LoginPanel';

export const metadata: Metadata = { title: 'My Koorong' };
// The account area is the signed-in shopper's own: it reads their session cookie on every request.
export const dynamic = 'force-dynamic';

/**
 * Every account page: a visitor gets the login form instead of the page; a signed-in customer gets the banner, the
 * account navigation, then the page.
 */
export default async function AccountLayout({ children }: { children: ReactNode }) {
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
  const [loyalty, images] = await Promise.all([accountRewards(customer), accountBannerImages(customer)]);
  return (
    <>
      <AccountBanner customer={customer} loyalty={loyalty} images={images} />
      <AccountNav />
      {children}
    </>
  );
}
