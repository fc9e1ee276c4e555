import { PASSWORD_PATTERN } from '@bookshop/sdk/rules';
import type { Metadata } from 'next';
import { safeReturnPath } from '@/lib/http/searchParam';
import { AuthPage } from '@/modules/auth/AuthPage';
import { JoinForm } from '@/modules/auth/JoinForm';

export const metadata: Metadata = { title: 'Join now' };

export default async function SignUpPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { redirect_url } = await searchParams;
  return (
    <AuthPage heading="Join now" lead="Create your My Koorong account for faster checkout, wishlists and rewards.">
      <JoinForm redirectTo={safeReturnPath(redirect_url)} passwordPattern={PASSWORD_PATTERN.source} />
    </AuthPage>
  );
}
