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
  submit?: string;
}

export interface LoginFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** From `useLogin()`. */
  state: LoginState;
  onSubmit: (values: LoginInput) => void | Promise<void>;
  labels?: { username?: ReactNode; password?: ReactNode; submit?: ReactNode; loading?: ReactNode };
  classNames?: LoginFormClassNames;
  /** Extra content after the submit button, e.g. a 'Forgot password?' link. */
  footer?: ReactNode;
}

/**
 * An unstyled login form: email or membership number and password, validated with the SDK's `loginSchema`
 * (exact messages), the refused-login message under the form, and `data-state` on the form and the button.
 *
 * @example
 * ```tsx
 * const { state, submit } = useLogin({ onLoggedIn: () => router.push('/account') });
 * <LoginForm state={state} onSubmit={submit} className={styles.form} />
 * ```
 */
export const LoginForm = forwardRef<HTMLFormElement, LoginFormProps>(function LoginForm(
  { state, onSubmit, labels = {}, classNames = {}, footer, ...props },
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
      {footer}
    </form>
  );
});
