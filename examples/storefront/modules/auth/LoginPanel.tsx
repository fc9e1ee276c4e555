'use client';

import { LoginForm, useLogin } from '@bookshop/react';
import { useRouter, useSearchParams } from 'next/navigation';
import { RETURN_PARAM, safeReturnPath } from '@/lib/http/searchParam';
import { formFieldClassNames } from '@/modules/ui/formFieldClassNames';
import { toast } from '@/modules/ui/toast';
import styles from './LoginPanel.module.css';

/**
 * The login form as the header dropdown and the account page show it. Signed in, the shopper goes to the account
 * (spec A4), or back to where the page's `redirect_url` says when it names a path on this site (checkout's 'Sign in').
 */
export function LoginPanel({ onLoggedIn }: { onLoggedIn?: () => void }) {
  const router = useRouter();
  const returnTo = safeReturnPath(useSearchParams().get(RETURN_PARAM) ?? undefined);
  // Sign-in help signs the shopper in too (an emailed link): it comes back to the same place.
  const assistance = `/auth/login-assistance${returnTo === '/account' ? '' : `?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`}`;
  const { state, submit } = useLogin({
    onLoggedIn: () => {
      toast.success('You have been logged in.');
      onLoggedIn?.();
      router.push(returnTo);
      router.refresh();
    },
  });
  return (
    <LoginForm
      state={state}
      onSubmit={submit}
      className={styles.form}
      classNames={{
        ...formFieldClassNames,
        formError: styles.formError,
        paused: styles.formError,
        submit: styles.submit,
      }}
      resetPasswordHref={assistance}
      footer={<a href={assistance}>Forgot your password?</a>}
    />
  );
}
