import type { Metadata } from 'next';
import { firstValue } from '@/lib/http/searchParam';
import styles from '../auth.module.css';
import { ResetPasswordForm } from './ResetPasswordForm';

export const metadata: Metadata = { title: 'Choose a new password' };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = firstValue((await searchParams).token) ?? '';
  return (
    <div className={styles.page}>
      <h1>Choose a new password</h1>
      <p className={styles.lead}>At least 6 characters, with at least one special character.</p>
      <ResetPasswordForm token={token} />
    </div>
  );
}
