'use client';

import { useSessionApi } from '@bookshop/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from '@/modules/ui/toast';
import { approveMagicLink, redeemMagicLink } from '../actions';
import styles from '../auth.module.css';

/**
 * Where the emailed link lands: opening it approves the request, so the device that asked signs in; this device
 * can sign in too.
 */
export function MagicLinkLanding({ token }: { token: string }) {
  const router = useRouter();
  const { reload } = useSessionApi();
  const [state, setState] = useState<{ status: 'checking' | 'approved' | 'busy' | 'invalid'; message?: string }>({
    status: 'checking',
  });
  useEffect(() => {
    let current = true;
    approveMagicLink(token).then((result) => {
      if (!current) return;
      setState(result.ok ? { status: 'approved' } : { status: 'invalid', message: result.message });
    });
    return () => {
      current = false;
    };
  }, [token]);
  const signInHere = async () => {
    setState({ status: 'busy' });
    const result = await redeemMagicLink(token);
    if (!result.ok) {
      setState({ status: 'invalid', message: result.message });
      return;
    }
    await reload({ customer: result.customer });
    toast.success('You have been logged in.');
    router.push('/account');
    router.refresh();
  };
  if (state.status === 'checking') return <p role="status">Checking your link…</p>;
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
  return (
    <div className={`${styles.form} ${styles.narrow}`}>
      <p role="status" className={styles.success}>
        Sign-in approved. You can go back to the device where you asked for the link.
      </p>
      <button type="button" className={styles.secondary} onClick={signInHere} disabled={state.status === 'busy'}>
        Sign in on this device instead
      </button>
    </div>
  );
}
