'use client';

import { useSession, useSignOut } from '@bookshop/react';
import { usePathname, useRouter } from 'next/navigation';
import { lazy, Suspense, useRef, useState } from 'react';
import { initials } from '@/modules/ui/initials';
import { toast } from '@/modules/ui/toast';
import styles from './AccountMenu.module.css';

/** Starts fetching the dropdown (Radix Popover and the login form) when a pointer or the focus reaches the button. */
const loadLoginDropdown = () => import('./LoginDropdown');
const LoginDropdown = lazy(loadLoginDropdown);

/**
 * The account part of the header: a Join / Login dropdown for visitors; the customer's initials, a welcome and
 * Sign out for customers. The dropdown is a non-modal Radix popover (`LoginDropdown`): focus moves into it, Escape, a
 * click outside or the focus leaving it closes it, and the focus goes back to the button.
 */
export function AccountMenu() {
  const { customer, isLoading } = useSession();
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const { signOut, isSigningOut } = useSignOut({
    onSignedOut: () => {
      toast.success('You have been logged out.');
      router.refresh();
    },
    onError: () => toast.error('Error while logout.Please try again later'),
  });

  // The page's HTML is the same for every visitor (the front cache keeps one copy), so who is signed in is known only
  // once the browser has asked: until then an empty slot holds the place, the header's fixed-size account box.
  if (isLoading) return <div className={styles.account} />;

  if (customer) {
    return (
      <div className={styles.account}>
        <a
          href="/account"
          className={styles.avatar}
          // The name starts with the initials shown, so speech input ('click GW') finds the link (WCAG 2.5.3).
          aria-label={`${initials(customer.firstName, customer.lastName)}, My account (${customer.firstName} ${customer.lastName})`}
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
    <div className={`${styles.account} ${styles.anchor}`}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={() => void loadLoginDropdown()}
        onFocus={() => void loadLoginDropdown()}
        onClick={() => {
          setUsed(true);
          setOpen(!open);
        }}
      >
        Join / Login
      </button>
      {used ? (
        <Suspense fallback={null}>
          <LoginDropdown open={open} onOpenChange={setOpen} triggerRef={trigger} pathname={pathname} />
        </Suspense>
      ) : null}
    </div>
  );
}
