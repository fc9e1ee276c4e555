import { type LoginInput, loginSchema } from '@bookshop/sdk/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import type { LoginState } from './loginController';

export interface LoginFormClassNames {
  field?: string;
  label?: string;
  input?: string;
  fieldError?: string;
  formError?: string;
  /** The line under the message when sign-in is paused for the account. */
  paused?: string;
  submit?: string;
}

export interface LoginFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** From `useLogin()`. */
  state: LoginState;
  onSubmit: (values: LoginInput) => void | Promise<void>;
  labels?: {
    username?: ReactNode;
    password?: ReactNode;
    submit?: ReactNode;
    loading?: ReactNode;
    /** The line shown when sign-in is paused for the account, given the minutes left. */
    paused?: (minutes: number) => ReactNode;
  };
  /** Where a shopper whose sign-in is paused can reset the password; linked from the pause line. */
  resetPasswordHref?: string;
  classNames?: LoginFormClassNames;
  /** Extra content after the submit button, e.g. a 'Forgot password?' link. */
  footer?: ReactNode;
}

const pausedLine = (minutes: number) =>
  `Sign-in is paused for this account for ${minutes} more ${minutes === 1 ? 'minute' : 'minutes'}.`;

/**
 * An unstyled login form: email or membership number and password, validated with the SDK's `loginSchema`
 * (exact messages), the refused-login message under the form (and, when sign-in is paused for the account, the
 * minutes left with a link to reset the password), and `data-state` on the form and the button.
 *
 * @example
 * ```tsx
 * const { state, submit } = useLogin({ onLoggedIn: () => router.push('/account') });
 * <LoginForm state={state} onSubmit={submit} className={styles.form} />
 * ```
 */
export const LoginForm = forwardRef<HTMLFormElement, LoginFormProps>(function LoginForm(
  { state, onSubmit, labels = {}, classNames = {}, footer, resetPasswordHref, ...props },
  ref,
) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const busy = state.status === 'loading' || state.status === 'success';
  const field = (name: keyof LoginInput, label: ReactNode, type: string, autoComplete: string) => {
    const message = errors[name]?.message;
    return (
      <div className={classNames.field}>
        <label htmlFor={`${id}-${name}`} className={classNames.label}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={autoComplete}
          className={classNames.input}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        {message ? (
          <p id={`${id}-${name}-error`} className={classNames.fieldError}>
            {message}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form
      ref={ref}
      noValidate
      // Sent before the scripts have loaded, the form must not put the password in the address (history, logs).
      method="post"
      data-state={state.status}
      {...props}
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      {field('username', labels.username ?? 'Email or membership no.', 'text', 'username')}
      {field('password', labels.password ?? 'Password', 'password', 'current-password')}
      <button type="submit" className={classNames.submit} disabled={busy} aria-busy={busy} data-state={state.status}>
        {busy ? (labels.loading ?? 'Logging in…') : (labels.submit ?? 'Login')}
      </button>
      {state.status === 'error' && state.error ? (
        <p role="alert" className={classNames.formError}>
          {state.error}
        </p>
      ) : null}
      {state.status === 'error' && state.pausedMinutes ? (
        <p role="status" className={classNames.paused} data-part="paused">
          {(labels.paused ?? pausedLine)(state.pausedMinutes)}
          {resetPasswordHref ? (
            <>
              {' '}
              <a href={resetPasswordHref}>Reset your password</a>
            </>
          ) : null}
        </p>
      ) : null}
      {footer}
    </form>
  );
});
