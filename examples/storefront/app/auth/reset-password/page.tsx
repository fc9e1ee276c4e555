import type { Metadata } from 'next';
import styles from '../auth.module.css';
import { ResetPasswordForm } from './ResetPasswordForm';

export const metadata: Metadata = { title: 'Choose a new password' };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token = '' } = await searchParams;
  return (
    <div className={styles.page}>
      <h1>Choose a new password</h1>
      <p className={styles.lead}>At least 6 characters, with at least one special character.</p>
      <ResetPasswordForm token={token} />
    </div>
  );
}
