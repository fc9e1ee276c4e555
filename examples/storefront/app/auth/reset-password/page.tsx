import type { Metadata } from 'next';
import { firstValue } from '@/lib/http/searchParam';
import { AuthPage } from '@/modules/auth/AuthPage';
import { ResetPasswordForm } from '@/modules/auth/ResetPasswordForm';

export const metadata: Metadata = { title: 'Choose a new password' };

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = firstValue((await searchParams).token) ?? '';
  return (
    <AuthPage heading="Choose a new password" lead="At least 6 characters, with at least one special character.">
      <ResetPasswordForm token={token} />
    </AuthPage>
  );
}
