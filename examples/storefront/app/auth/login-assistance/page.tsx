import type { Metadata } from 'next';
import { safeReturnPath } from '@/lib/http/searchParam';
import { AuthPage } from '@/modules/auth/AuthPage';
import { LoginAssistance } from '@/modules/auth/LoginAssistance';

export const metadata: Metadata = { title: 'Login assistance' };

export default async function LoginAssistancePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { redirect_url } = await searchParams;
  return (
    <AuthPage
      heading="Login assistance"
      lead="Forgotten your password? Reset it, or sign in with a link we email to you."
    >
      <LoginAssistance returnTo={safeReturnPath(redirect_url)} />
    </AuthPage>
  );
}
