import type { Metadata } from 'next';
import styles from '../auth.module.css';
import { JoinForm } from './JoinForm';

export const metadata: Metadata = { title: 'Join now' };

/** Only a path on this site may be the place to return to after joining. */
function safeRedirect(value: string | undefined): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/auth/') ? value : '/account';
}

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ redirect_url?: string }> }) {
  const { redirect_url } = await searchParams;
  return (
    <div className={styles.page}>
      <h1>Join now</h1>
      <p className={styles.lead}>Create your My Koorong account for faster checkout, wishlists and rewards.</p>
      <JoinForm redirectTo={safeRedirect(redirect_url)} />
    </div>
  );
}
