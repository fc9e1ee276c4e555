'use client';

import { WISHLIST_FAILURE_MESSAGE } from '@bookshop/react';
import { formatDate } from '@bookshop/sdk/rules';
import { useId, useState } from 'react';
import { toast } from '@/modules/ui/toast';
import styles from './Wishlists.module.css';
import { shareWishlistLink } from './wishlistApi';

/** A wishlist's share link (the back end's generate-link), shown read-only with a Copy button. */
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
      <label htmlFor={id} className={styles.label}>
        Share link for {name}
      </label>
      <div className={styles.shareRow}>
        <input
          id={id}
          className={styles.input}
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={styles.secondary} onClick={copy}>
          Copy
        </button>
      </div>
      <p className={styles.meta}>Anyone with this link can view the list until {formatDate(link.expiresAt)}.</p>
    </div>
  );
}
