'use client';

import { useSessionApi } from '@bookshop/react';
import { useRouter } from 'next/navigation';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { authApi } from '@/lib/auth/authApi';
import { TextField } from '@/modules/ui/TextField';
import { toast } from '@/modules/ui/toast';
import styles from './auth.module.css';

const POLL_MS = 2000;

/** Both assistance forms ask for one email address and send it; `children` go above the field. */
function EmailRequestForm(props: {
  label: string;
  submitLabel: string;
  email: string;
  onEmailChange: (email: string) => void;
  busy: boolean;
  error?: string;
  onSubmit: (event: FormEvent) => void;
  children?: ReactNode;
}) {
  return (
    <form className={styles.form} onSubmit={props.onSubmit} noValidate method="post">
      {props.children}
      <TextField
        label={props.label}
        type="email"
        autoComplete="email"
        value={props.email}
        onChange={(event) => props.onEmailChange(event.target.value)}
        error={props.error}
      />
      <button type="submit" className={styles.button} disabled={props.busy}>
        {props.busy ? 'Sending…' : props.submitLabel}
      </button>
    </form>
  );
}

function PasswordReset() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'busy' | 'sent'; error?: string }>({ status: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ status: 'busy' });
    const result = await authApi.requestPasswordReset(email);
    setState(result.ok ? { status: 'sent' } : { status: 'idle', error: result.message });
  };
  return (
    <section className={styles.card} aria-labelledby="reset-heading">
      <h2 id="reset-heading">Reset your password</h2>
      <p>We'll email you a link to choose a new password.</p>
      {state.status === 'sent' ? (
        <p role="status" className={styles.success}>
          If an account exists for {email}, we've sent a link to reset your password.
        </p>
      ) : (
        <EmailRequestForm
          label="Email address"
          submitLabel="Send reset link"
          email={email}
          onEmailChange={setEmail}
          busy={state.status === 'busy'}
          error={state.error}
          onSubmit={submit}
        />
      )}
    </section>
  );
}

function MagicLink({ returnTo }: { returnTo: string }) {
  const router = useRouter();
  const { reload } = useSessionApi();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'busy' | 'waiting' | 'expired'; error?: string }>({
    status: 'idle',
  });
  const [pollId, setPollId] = useState<string | null>(null);
  useEffect(() => {
    if (!pollId) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    // One poll at a time, the next POLL_MS after the last answer: two in flight (a slow answer) could both find the
    // link approved, and the second's sign-in would be refused after the first had signed this device in.
    const poll = async () => {
      const result = await authApi.pollMagicLink(pollId);
      if (stopped) return;
      if (!result.ok) {
        setPollId(null);
        setState({ status: 'idle', error: result.message });
      } else if (result.status === 'expired') {
        setPollId(null);
        setState({ status: 'expired' });
      } else if (result.status === 'signed-in') {
        setPollId(null);
        await reload({ customer: result.customer ?? null });
        toast.success('You have been logged in.');
        router.push(returnTo);
        router.refresh();
      } else {
        timer = setTimeout(poll, POLL_MS);
      }
    };
    timer = setTimeout(poll, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pollId, reload, router, returnTo]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState({ status: 'busy' });
    const result = await authApi.requestMagicLink(email);
    if (!result.ok) {
      setState({ status: 'idle', error: result.message });
      return;
    }
    setState({ status: 'waiting' });
    setPollId(result.pollId);
  };
  return (
    <section className={styles.card} aria-labelledby="magic-heading">
      <h2 id="magic-heading">Sign in with an email link</h2>
      <p>No password needed: open the link we send you, on any device, and you're signed in here.</p>
      {state.status === 'waiting' ? (
        <p role="status" className={styles.success}>
          Check your email: we've sent a sign-in link to {email}. Keep this page open.
        </p>
      ) : (
        <EmailRequestForm
          label="Email for the sign-in link"
          submitLabel="Email me a sign-in link"
          email={email}
          onEmailChange={setEmail}
          busy={state.status === 'busy'}
          error={state.error}
          onSubmit={submit}
        >
          {state.status === 'expired' ? (
            <p className={styles.error}>The sign-in link has expired. Please ask for a new one.</p>
          ) : null}
        </EmailRequestForm>
      )}
    </section>
  );
}

/**
 * Password reset and the passwordless sign-in, side by side. This device, signed in by the emailed link, goes to
 * `returnTo` (a path on this site: the account page, or where the login form was asked to come back to).
 */
export function LoginAssistance({ returnTo = '/account' }: { returnTo?: string }) {
  return (
    <div className={styles.cards}>
      <PasswordReset />
      <MagicLink returnTo={returnTo} />
    </div>
  );
}
