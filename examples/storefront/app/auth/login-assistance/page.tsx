import type { Metadata } from 'next';
import styles from '../auth.module.css';
import { LoginAssistance } from './LoginAssistance';

export const metadata: Metadata = { title: 'Login assistance' };

export default function LoginAssistancePage() {
  return (
    <div className={styles.page}>
      <h1>Login assistance</h1>
      <p className={styles.lead}>Forgotten your password? Reset it, or sign in with a link we email to you.</p>
      <LoginAssistance />
    </div>
  );
}
