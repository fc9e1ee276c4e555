import type { Metadata } from 'next';
import { firstValue } from '@/lib/http/searchParam';
import styles from '../auth.module.css';
import { MagicLinkLanding } from './MagicLinkLanding';

export const metadata: Metadata = { title: 'Sign-in link' };

export default async function MagicLinkPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = firstValue((await searchParams).token) ?? '';
  return (
    <div className={styles.page}>
      <h1>Sign-in link</h1>
      <MagicLinkLanding token={token} />
    </div>
  );
}
