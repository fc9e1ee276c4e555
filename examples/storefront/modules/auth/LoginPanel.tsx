'use client';

import { LoginForm, useLogin } from '@bookshop/react';
import { useRouter } from 'next/navigation';
import { toast } from '@/modules/ui/toast';
import styles from './LoginPanel.module.css';

/** The login form as the header dropdown and the account page show it. */
export function LoginPanel({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const router = useRouter();
  const { state, submit } = useLogin({
    onLoggedIn: () => {
      toast.success('You have been logged in.');
      onLoggedIn?.();
      router.push('/account');
      router.refresh();
    },
  });
  return (
    <LoginForm
      state={state}
      onSubmit={submit}
      className={styles.form}
      classNames={{
        field: styles.field,
        label: styles.label,
        input: styles.input,
        fieldError: styles.fieldError,
        formError: styles.formError,
        paused: styles.formError,
        submit: styles.submit,
      }}
      resetPasswordHref="/auth/login-assistance"
      footer={<a href="/auth/login-assistance">Forgot your password?</a>}
    />
  );
}
