'use client';

import { useSession, useSignOut } from '@bookshop/react';
import * as Popover from '@radix-ui/react-popover';
import { usePathname, useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import styles from './AccountMenu.module.css';
import { initials } from './initials';
import { LoginPanel } from './LoginPanel';

/**
 * The account part of the header: a Join / Login dropdown for visitors; the customer's initials, a welcome and
 * Sign out for customers.
 */
export function AccountMenu() {
  const { customer } = useSession();
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { signOut, isSigningOut } = useSignOut({
    onSignedOut: () => {
      toast.success('You have been logged out.');
      router.refresh();
    },
    onError: () => toast.error('Error while logout.Please try again later'),
  });

  if (customer) {
    return (
      <div className={styles.account}>
        <a
          href="/account"
          className={styles.avatar}
          aria-label={`My account (${customer.firstName} ${customer.lastName})`}
        >
          {initials(customer.firstName, customer.lastName)}
        </a>
        <span>Welcome back, {customer.firstName}</span>
        <button
          type="button"
          className={styles.signOut}
          onClick={signOut}
          disabled={isSigningOut}
          aria-busy={isSigningOut}
        >
          {isSigningOut ? 'Signing out…' : 'Sign out'}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.account}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger className={styles.trigger}>Join / Login</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className={styles.panel} sideOffset={8} align="end" aria-label="Join or login">
            <h2>If you have an account login below.</h2>
            <LoginPanel onLoggedIn={() => setOpen(false)} />
            <p className={styles.join}>
              New here? <a href={`/auth/signup?redirect_url=${encodeURIComponent(pathname)}`}>Join now</a>
            </p>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
