'use client';

import { AnchoredPopover } from '@bookshop/react';
import type { RefObject } from 'react';
import { LoginPanel } from '../auth/LoginPanel';
import styles from './AccountMenu.module.css';

export interface LoginDropdownProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's Join / Login button. */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The page to come back to after joining. */
  pathname: string;
}

/**
 * The header's Join / Login dropdown (spec A2): the login form under 'If you have an account login below.' and a Join
 * now link, in a Radix popover beside the button; fetched with the form when a pointer or the focus first reaches the
 * button.
 */
export default function LoginDropdown({ open, onOpenChange, triggerRef, pathname }: LoginDropdownProps) {
  return (
    <AnchoredPopover
      anchorRef={triggerRef}
      open={open}
      onOpenChange={onOpenChange}
      aria-label="Join or login"
      className={styles.panel}
      side="bottom"
      align="end"
      sideOffset={8}
      collisionPadding={16}
    >
      <h2>If you have an account login below.</h2>
      <LoginPanel onLoggedIn={() => onOpenChange(false)} />
      <p className={styles.join}>
        New here? <a href={`/auth/signup?redirect_url=${encodeURIComponent(pathname)}`}>Join now</a>
      </p>
    </AnchoredPopover>
  );
}
