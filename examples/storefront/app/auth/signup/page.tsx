import type { Metadata } from 'next';
import { safeReturnPath } from '@/lib/http/searchParam';
import styles from '../auth.module.css';
import { JoinForm } from './JoinForm';

export const metadata: Metadata = { title: 'Join now' };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { redirect_url } = await searchParams;
  return (
    <div className={styles.page}>
      <h1>Join now</h1>
      <p className={styles.lead}>Create your My Koorong account for faster checkout, wishlists and rewards.</p>
      <JoinForm redirectTo={safeReturnPath(redirect_url)} />
    </div>
  );
}
