'use client';

import { type MegaMenuItem, Modal, useScrollLock, useSession, useSignOut } from '@bookshop/react';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { MAKE_PAYMENT_HREF, requestMakePayment } from '@/modules/account/invoices/makePaymentLink';
import { toast } from '@/modules/ui/toast';
import { LoginPanel } from '../auth/LazyLoginPanel';
import styles from './MobileDrawer.module.css';

type Tab = 'browse' | 'account';
type Panel = { kind: 'root' } | { kind: 'section'; index: number } | { kind: 'payment' };

export interface MobileDrawerPanelProps {
  items: MegaMenuItem[];
  helpUrl: string;
  kiosk: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets the focus back on close. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The drawer itself (a dialog with the tabs Browse and Join / Login), loaded the first time the menu button is
 * pressed so that pages do not ship it, the dialog library and the login form up front.
 */
export function MobileDrawerPanel({ items, helpUrl, kiosk, open, onOpenChange, opener }: MobileDrawerPanelProps) {
  const [tab, setTab] = useState<Tab>('browse');
  const [panel, setPanel] = useState<Panel>({ kind: 'root' });
  const pathname = usePathname();
  const router = useRouter();
  const id = useId();
  const { customer, isLoading } = useSession();
  const { signOut, isSigningOut } = useSignOut({
    onSignedOut: () => {
      toast.success('You have been logged out.');
      router.refresh();
    },
    onError: () => toast.error('Error while logout.Please try again later'),
  });
  useScrollLock(open);
  useEffect(() => {
    if (!open) {
      setPanel({ kind: 'root' });
      setTab('browse');
    }
  }, [open]);

  const accountTitle = customer ? 'My Koorong' : 'Join / Login';
  // The tabs follow the ARIA tabs pattern: only the selected tab is in the Tab order; the arrow keys, Home and End
  // select and focus the others.
  const tabs: Tab[] = kiosk ? ['browse'] : ['browse', 'account'];
  const tabButtons = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.indexOf(tab);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length] ?? 'browse';
    setTab(next);
    tabButtons.current[next]?.focus();
  };
  const section = panel.kind === 'section' ? items[panel.index] : undefined;
  const close = () => onOpenChange(false);
  // Entering a section or going back replaces the button that was pressed: the focus goes to the section's heading,
  // and back to the section's button, instead of falling to the dialog.
  const sectionHeading = useRef<HTMLHeadingElement | null>(null);
  const sectionButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const focusNext = useRef<'heading' | number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once each new panel is on screen; it reads refs only
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'heading') sectionHeading.current?.focus();
    else if (typeof target === 'number') sectionButtons.current[target]?.focus();
  }, [panel]);
  const openSection = (index: number) => {
    focusNext.current = 'heading';
    setPanel({ kind: 'section', index });
  };
  const backFrom = (index: number) => {
    focusNext.current = index;
    setPanel({ kind: 'root' });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Menu"
      closeLabel="Close menu"
      className={styles.drawer}
      // Focus goes back to the menu button without scrolling, so the restored scroll position stays.
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        opener.current?.focus({ preventScroll: true });
      }}
      classNames={{ overlay: styles.overlay, title: styles.title, close: styles.close }}
    >
      <div role="tablist" aria-label="Menu sections" className={styles.tabs} onKeyDown={onTabKeyDown}>
        <button
          type="button"
          role="tab"
          ref={(element) => {
            tabButtons.current.browse = element;
          }}
          id={`${id}-browse-tab`}
          aria-selected={tab === 'browse'}
          tabIndex={tab === 'browse' ? 0 : -1}
          aria-controls={`${id}-browse`}
          onClick={() => setTab('browse')}
        >
          Browse
        </button>
        {kiosk ? null : (
          <button
            type="button"
            role="tab"
            ref={(element) => {
              tabButtons.current.account = element;
            }}
            id={`${id}-account-tab`}
            aria-selected={tab === 'account'}
            tabIndex={tab === 'account' ? 0 : -1}
            aria-controls={`${id}-account`}
            onClick={() => setTab('account')}
            aria-busy={isLoading || undefined}
          >
            {isLoading ? (
              <span role="status" className={styles.spinner}>
                <span className={styles.visuallyHidden}>Loading your account</span>
              </span>
            ) : (
              accountTitle
            )}
          </button>
        )}
      </div>

      {tab === 'browse' ? (
        <div role="tabpanel" id={`${id}-browse`} aria-labelledby={`${id}-browse-tab`} className={styles.panel}>
          {section && panel.kind === 'section' ? (
            <div>
              <button type="button" className={styles.back} onClick={() => backFrom(panel.index)}>
                ‹ Back
              </button>
              <h3 ref={sectionHeading} className={styles.panelTitle} tabIndex={-1}>
                {section.label}
              </h3>
              <ul className={styles.list}>
                <li>
                  <Link href={section.href} onClick={close}>
                    Shop all {section.label}
                  </Link>
                </li>
                {section.columns.map((column) => (
                  <li key={column.title} className={styles.group}>
                    <span className={styles.groupTitle}>{column.title}</span>
                    <ul className={styles.list}>
                      {column.links.map((link) => (
                        <li key={`${link.href}-${link.label}`}>
                          <Link href={link.href} onClick={close}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
                {(section.greyLinks ?? []).map((link) => (
                  <li key={`grey-${link.href}`} className={styles.grey}>
                    <Link href={link.href} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ul className={styles.list}>
              <li>
                <Link href="/" onClick={close}>
                  Home
                </Link>
              </li>
              {items.map((item, index) => (
                <li key={item.id}>
                  <button
                    type="button"
                    ref={(element) => {
                      sectionButtons.current[index] = element;
                    }}
                    className={styles.sectionButton}
                    onClick={() => openSection(index)}
                  >
                    {/* biome-ignore lint/performance/noImgElement: a tiny decorative icon from managed content */}
                    {item.iconUrl ? <img src={item.iconUrl} alt="" width={22} height={22} /> : null}
                    <span>{item.label}</span>
                    <span aria-hidden="true" className={styles.chevron}>
                      ›
                    </span>
                  </button>
                </li>
              ))}
              <li className={styles.divider}>
                <Link href="/stores" onClick={close}>
                  Stores
                </Link>
              </li>
              <li>
                <Link href="/blog" onClick={close}>
                  Blog
                </Link>
              </li>
              <li>
                <Link href="/contact-us" onClick={close}>
                  Contact
                </Link>
              </li>
              <li>
                <Link href={helpUrl} onClick={close}>
                  Help
                </Link>
              </li>
            </ul>
          )}
        </div>
      ) : (
        <div role="tabpanel" id={`${id}-account`} aria-labelledby={`${id}-account-tab`} className={styles.panel}>
          {customer ? (
            panel.kind === 'payment' ? (
              <div>
                <button type="button" className={styles.back} onClick={() => setPanel({ kind: 'root' })}>
                  ‹ Back
                </button>
                <h3 className={styles.panelTitle}>Make Payment</h3>
                <p className={styles.note}>
                  Pay an open invoice or your account balance. Payments are applied to your account straight away.
                </p>
                <ul className={styles.list}>
                  <li>
                    <Link
                      href={MAKE_PAYMENT_HREF}
                      onClick={() => {
                        close();
                        requestMakePayment();
                      }}
                    >
                      Pay an invoice
                    </Link>
                  </li>
                  <li>
                    <Link href="/account/balance" onClick={close}>
                      View account balance
                    </Link>
                  </li>
                </ul>
              </div>
            ) : (
              <>
                <p className={styles.welcome}>Welcome back, {customer.firstName}</p>
                <ul className={styles.list}>
                  <li>
                    <Link href="/account" onClick={close}>
                      My Koorong
                    </Link>
                  </li>
                  <li>
                    <button
                      type="button"
                      className={styles.sectionButton}
                      onClick={() => setPanel({ kind: 'payment' })}
                    >
                      <span>Make Payment</span>
                      <span aria-hidden="true" className={styles.chevron}>
                        ›
                      </span>
                    </button>
                  </li>
                  <li>
                    <Link href="/account#preferences" onClick={close}>
                      Preferences
                    </Link>
                  </li>
                  <li>
                    <Link href="/account#wishlist" onClick={close}>
                      Wishlists
                    </Link>
                  </li>
                  <li>
                    <Link href="/account#reviews" onClick={close}>
                      Reviews
                    </Link>
                  </li>
                </ul>
                <button
                  type="button"
                  className={styles.signOut}
                  onClick={signOut}
                  disabled={isSigningOut}
                  aria-busy={isSigningOut}
                >
                  {isSigningOut ? 'Signing out…' : 'Sign out'}
                </button>
              </>
            )
          ) : (
            <>
              <p className={styles.welcome}>If you have an account login below.</p>
              <LoginPanel onLoggedIn={close} />
              <p className={styles.note}>
                New here?{' '}
                <Link href={`/auth/signup?redirect_url=${encodeURIComponent(pathname)}`} onClick={close}>
                  Join now
                </Link>
              </p>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
