'use client';

import { useSessionApi } from '@bookshop/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { authApi } from '@/lib/auth/authApi';
import { toast } from '@/modules/ui/toast';
import styles from './auth.module.css';

/**
 * Where the emailed link lands. Opening it approves nothing: the shopper says where to sign in. A mail scanner that
 * opens links, or a link the shopper never asked for, must not sign someone else's device in.
 */
export function MagicLinkLanding({ token }: { token: string }) {
  const router = useRouter();
  const { reload } = useSessionApi();
  const [state, setState] = useState<{ status: 'asking' | 'approved' | 'busy' | 'invalid'; message?: string }>({
    status: 'asking',
  });
  const approve = async () => {
    setState({ status: 'busy' });
    const result = await authApi.approveMagicLink(token);
    setState(result.ok ? { status: 'approved' } : { status: 'invalid', message: result.message });
  };
  const signInHere = async () => {
    setState({ status: 'busy' });
    const result = await authApi.redeemMagicLink(token);
    if (!result.ok) {
      setState({ status: 'invalid', message: result.message });
      return;
    }
    await reload({ customer: result.customer });
    toast.success('You have been logged in.');
    router.push('/account');
    router.refresh();
  };
  if (state.status === 'invalid') {
    return (
      <div className={styles.links}>
        <p role="alert" className={styles.error}>
          {state.message}
        </p>
        <p>
          <Link href="/auth/login-assistance">Ask for a new link</Link>
        </p>
      </div>
    );
  }
  if (state.status === 'approved') {
    return (
      <p role="status" className={styles.success}>
        Sign-in approved. You can go back to the device where you asked for the link.
      </p>
    );
  }
  const busy = state.status === 'busy';
  return (
    <div className={`${styles.form} ${styles.narrow}`}>
      <p>
        Someone asked for a link to sign in to your account. If it was you, choose where to sign in. If it was not,
        close this page: nobody is signed in until you choose.
      </p>
      <button type="button" className={styles.button} onClick={approve} disabled={busy}>
        Sign in on the device where I asked
      </button>
      <button type="button" className={styles.secondary} onClick={signInHere} disabled={busy}>
        Sign in on this device instead
      </button>
    </div>
  );
}
