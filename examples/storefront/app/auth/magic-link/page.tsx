import type { Metadata } from 'next';
import { firstValue } from '@/lib/http/searchParam';
import { AuthPage } from '@/modules/auth/AuthPage';
import { MagicLinkLanding } from '@/modules/auth/MagicLinkLanding';

export const metadata: Metadata = { title: 'Sign-in link' };

export default async function MagicLinkPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = firstValue((await searchParams).token) ?? '';
  return (
    <AuthPage heading="Sign-in link">
      <MagicLinkLanding token={token} />
    </AuthPage>
  );
}
