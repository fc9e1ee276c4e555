import type { Metadata } from 'next';
import styles from '../auth.module.css';
import { MagicLinkLanding } from './MagicLinkLanding';

export const metadata: Metadata = { title: 'Sign-in link' };

export default async function MagicLinkPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token = '' } = await searchParams;
  return (
    <div className={styles.page}>
      <h1>Sign-in link</h1>
      <MagicLinkLanding token={token} />
    </div>
  );
}
