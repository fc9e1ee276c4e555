'use client';

import Link from 'next/link';
import { type FormEvent, useState } from 'react';
import { authApi } from '@/lib/auth/authApi';
import { TextField } from '@/modules/ui/TextField';
import styles from './auth.module.css';

/** The new-password form behind the emailed reset link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'busy' | 'done'; error?: string; mismatch?: boolean }>({
    status: 'idle',
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setState({ status: 'idle', mismatch: true });
      return;
    }
    setState({ status: 'busy' });
    const result = await authApi.resetPassword(token, password);
    setState(result.ok ? { status: 'done' } : { status: 'idle', error: result.message });
  };
  if (state.status === 'done') {
    return (
      <p role="status" className={styles.success}>
        Your password has been changed. You can now <Link href="/account">log in</Link>.
      </p>
    );
  }
  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={submit} noValidate method="post">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        error={state.mismatch ? 'The passwords do not match' : undefined}
      />
      {state.error ? (
        <p role="alert" className={styles.error}>
          {state.error}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={state.status === 'busy'}>
        {state.status === 'busy' ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  );
}
