import type { Metadata } from 'next';
import { AuthPage } from '@/modules/auth/AuthPage';
import { LoginAssistance } from '@/modules/auth/LoginAssistance';

export const metadata: Metadata = { title: 'Login assistance' };

export default function LoginAssistancePage() {
  return (
    <AuthPage
      heading="Login assistance"
      lead="Forgotten your password? Reset it, or sign in with a link we email to you."
    >
      <LoginAssistance />
    </AuthPage>
  );
}
