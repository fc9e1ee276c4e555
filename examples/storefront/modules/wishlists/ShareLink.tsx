'use client';

import { WISHLIST_FAILURE_MESSAGE, WishlistShareForm } from '@bookshop/react';
import { formatDate } from '@bookshop/sdk/rules';
import { useId, useState } from 'react';
import { RouteCallError } from '@/lib/http/callRoute';
import { emailWishlistLink, shareWishlistLink } from '@/lib/wishlists/wishlistApi';
import { Field } from '@/modules/ui/Field';
import fieldStyles from '@/modules/ui/Field.module.css';
import { formFieldClassNames } from '@/modules/ui/formFieldClassNames';
import { toast } from '@/modules/ui/toast';
import styles from './Wishlists.module.css';

/** The toast once a wishlist's link has been emailed. */
export const wishlistLinkSentMessage = (email: string) => `Wishlist link sent to ${email}`;

/**
 * A wishlist's share link (the back end's generate-link), shown read-only with a Copy button, and a form that emails
 * it to someone (push-link).
 */
export function ShareLink({ wishlistId, name }: { wishlistId: string; name: string }) {
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const share = async () => {
    setBusy(true);
    try {
      setLink(await shareWishlistLink(wishlistId));
    } catch {
      toast.error(WISHLIST_FAILURE_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success('Link copied');
    } catch {
      // Without clipboard access (an insecure page, a refusal) the shopper can still select the link and copy it.
      document.getElementById(id)?.focus();
      toast.error('Could not copy the link, please copy it from the box');
    }
  };
  if (!link) {
    return (
      <button type="button" className={styles.secondary} onClick={share} aria-busy={busy} disabled={busy}>
        {busy ? 'Creating share link…' : 'Share link'}
      </button>
    );
  }
  return (
    <div className={styles.share}>
      <Field id={id} label={`Share link for ${name}`} classNames={fieldStyles}>
        {(control) => (
          <div className={styles.shareRow}>
            <input {...control} readOnly value={link.url} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className={styles.secondary} onClick={copy}>
              Copy
            </button>
          </div>
        )}
      </Field>
      <p className={styles.meta}>Anyone with this link can view the list until {formatDate(link.expiresAt)}.</p>
      <p className={styles.label}>Or email it to someone:</p>
      <WishlistShareForm
        aria-label={`Email the link to ${name}`}
        className={styles.form}
        classNames={{
          ...formFieldClassNames,
          submit: styles.secondary,
        }}
        onSubmit={async (values) => {
          try {
            await emailWishlistLink(wishlistId, values);
          } catch (error) {
            // A refusal of what was typed says why, in the field's words; anything else is the wishlist failure.
            toast.error(
              error instanceof RouteCallError && error.status === 400 ? error.message : WISHLIST_FAILURE_MESSAGE,
            );
            throw error;
          }
          toast.success(wishlistLinkSentMessage(values.email));
        }}
      />
    </div>
  );
}
