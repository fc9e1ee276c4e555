'use client';

import { useSessionApi } from '@bookshop/react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useState } from 'react';
import { authApi } from '@/lib/auth/authApi';
import { joinProblems } from '@/lib/auth/authInput';
import type { JoinFieldErrors, JoinInput } from '@/lib/auth/authResults';
import { TextField } from '@/modules/ui/TextField';
import { toast } from '@/modules/ui/toast';
import styles from './auth.module.css';

const FIELDS: { name: keyof JoinInput; label: string; autoComplete: string; type?: 'email' | 'password' }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email address', autoComplete: 'email', type: 'email' },
  { name: 'password', label: 'Password', autoComplete: 'new-password', type: 'password' },
];

/**
 * The join form: creates the account, signs the new customer in and returns to where they came from. Every problem
 * with the form is shown beside its field before anything is sent; `passwordPattern` is the SDK's `PASSWORD_PATTERN`
 * as text, from the page (see {@link joinProblems}).
 */
export function JoinForm({ redirectTo, passwordPattern }: { redirectTo: string; passwordPattern: string }) {
  const router = useRouter();
  const { reload } = useSessionApi();
  const [values, setValues] = useState<JoinInput>({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<JoinFieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const change = (name: keyof JoinInput) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues({ ...values, [name]: event.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setMessage(undefined);
    const problems = joinProblems(values, new RegExp(passwordPattern));
    if (Object.keys(problems).length) {
      setBusy(false);
      setErrors(problems);
      return;
    }
    const result = await authApi.signUp(values);
    if (!result.ok) {
      setBusy(false);
      setErrors(result.fields ?? {});
      setMessage(result.message);
      return;
    }
    await reload({ customer: result.customer });
    toast.success('Welcome to Koorong! Your account has been created.');
    router.push(redirectTo);
    router.refresh();
  };
  return (
    <form
      className={`${styles.form} ${styles.narrow}`}
      onSubmit={submit}
      noValidate
      method="post"
      aria-label="Join now"
    >
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          type={field.type}
          autoComplete={field.autoComplete}
          value={values[field.name]}
          onChange={change(field.name)}
          error={errors[field.name]}
        />
      ))}
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <button type="submit" className={styles.button} disabled={busy}>
        {busy ? 'Creating your account…' : 'Create account'}
      </button>
      <p className={styles.links}>
        Already a member? <Link href="/account">Log in</Link>
      </p>
    </form>
  );
}
