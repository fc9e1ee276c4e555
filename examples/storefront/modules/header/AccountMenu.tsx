'use client';

import { useSession, useSignOut } from '@bookshop/react';
import { usePathname, useRouter } from 'next/navigation';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { initials } from '@/modules/ui/initials';
import { toast } from '@/modules/ui/toast';
import { LoginPanel, loadLoginPanel } from '../auth/LazyLoginPanel';
import styles from './AccountMenu.module.css';

/**
 * The account part of the header: a Join / Login dropdown for visitors; the customer's initials, a welcome and
 * Sign out for customers. The dropdown is a non-modal dialog: focus moves into it, Escape or a click outside
 * closes it and Escape returns focus to the button; focus leaving it closes it too.
 */
export function AccountMenu() {
  const { customer } = useSession();
  const pathname = usePathname();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const { signOut, isSigningOut } = useSignOut({
    onSignedOut: () => {
      toast.success('You have been logged out.');
      router.refresh();
    },
    onError: () => toast.error('Error while logout.Please try again later'),
  });

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

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

  const focusLeft = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !panel.current?.contains(next) && !trigger.current?.contains(next)) setOpen(false);
  };
  return (
    <div className={`${styles.account} ${styles.anchor}`}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadLoginPanel()}
        onFocus={() => void loadLoginPanel()}
        onClick={() => setOpen(!open)}
      >
        Join / Login
      </button>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label="Join or login"
          tabIndex={-1}
          className={styles.panel}
          onBlur={focusLeft}
        >
          <h2>If you have an account login below.</h2>
          <LoginPanel onLoggedIn={() => setOpen(false)} />
          <p className={styles.join}>
            New here? <a href={`/auth/signup?redirect_url=${encodeURIComponent(pathname)}`}>Join now</a>
          </p>
        </div>
      ) : null}
    </div>
  );
}
