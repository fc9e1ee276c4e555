import { NEWSLETTER_NAME_MAX_LENGTH } from '@bookshop/sdk/rules';
import {
  type ComponentPropsWithoutRef,
  type FormEvent,
  forwardRef,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
import { useHydrated } from '../dom/useHydrated';
import { useMergedRef } from '../dom/useMergedRef';
import { useTypedBeforeHydration } from '../dom/useTypedBeforeHydration';
import type { NewsletterSignup } from './newsletterController';
import type { useNewsletterSignup } from './useNewsletter';

export interface NewsletterFormClassNames {
  field?: string;
  label?: string;
  input?: string;
  fieldError?: string;
  message?: string;
  submit?: string;
}

export interface NewsletterFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** From `useNewsletterSignup()`. */
  signup: ReturnType<typeof useNewsletterSignup>;
  /** `email` (the footer) or `names` (first name, last name and email, the pop-up). */
  fields?: 'email' | 'names';
  /** Show the outcome text in the form (the pop-up) rather than leaving it to the site (a toast). */
  showMessage?: boolean;
  /** Keep the button disabled after an error (the pop-up: an error disables further sign-up). */
  lockOnError?: boolean;
  /** The button acts only when the email is not empty (the pop-up). */
  requireEmail?: boolean;
  labels?: { firstname?: ReactNode; lastname?: ReactNode; email?: ReactNode; submit?: ReactNode; busy?: ReactNode };
  classNames?: NewsletterFormClassNames;
}

/**
 * An unstyled newsletter sign-up form: the email checked with the SDK's pattern ('Please enter a valid email.'
 * under the field, nothing sent), names held to `NEWSLETTER_NAME_MAX_LENGTH` characters, `data-state` (`idle`, `submitting`, `success`, `error`) on the form.
 *
 * @example
 * ```tsx
 * <NewsletterForm signup={useNewsletterSignup({ subscribe })} className={styles.form} />
 * ```
 */
export const NewsletterForm = forwardRef<HTMLFormElement, NewsletterFormProps>(function NewsletterForm(
  {
    signup: { state, controller },
    fields = 'email',
    showMessage = false,
    lockOnError = false,
    requireEmail = false,
    labels = {},
    classNames = {},
    ...props
  },
  ref,
) {
  const id = useId();
  const [values, setValues] = useState<Required<NewsletterSignup>>({ firstname: '', lastname: '', email: '' });
  const form = useRef<HTMLFormElement | null>(null);
  const ownAndForwarded = useMergedRef(form, ref);
  useTypedBeforeHydration(form, (typed) => setValues((current) => ({ ...current, ...typed })));
  const busy = state.status === 'submitting';
  // Until hydration the button stays disabled, so Enter cannot submit natively: that would put the email in the
  // page's URL (and its logs) and sign no one up. What was typed meanwhile is adopted above.
  const hydrated = useHydrated();
  const disabled =
    !hydrated || busy || (lockOnError && state.status === 'error') || (requireEmail && !values.email.trim());
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    void controller.submit(fields === 'names' ? values : { email: values.email });
  };
  const input = (name: keyof NewsletterSignup, label: ReactNode, type: string, autoComplete: string) => {
    const error = name === 'email' ? state.fieldError : undefined;
    return (
      <div className={classNames.field}>
        <label htmlFor={`${id}-${name}`} className={classNames.label}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          maxLength={name === 'email' ? undefined : NEWSLETTER_NAME_MAX_LENGTH}
          className={classNames.input}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${name}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-${name}-error`} className={classNames.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form ref={ownAndForwarded} noValidate {...props} data-state={state.status} onSubmit={onSubmit}>
      {fields === 'names' ? input('firstname', labels.firstname ?? 'First name', 'text', 'given-name') : null}
      {fields === 'names' ? input('lastname', labels.lastname ?? 'Last name', 'text', 'family-name') : null}
      {input('email', labels.email ?? 'Email address', 'email', 'email')}
      <button type="submit" className={classNames.submit} disabled={disabled} aria-busy={busy || undefined}>
        {busy ? (labels.busy ?? 'Signing up…') : (labels.submit ?? 'Sign up')}
      </button>
      {showMessage && state.message ? (
        <p
          className={classNames.message}
          role={state.status === 'error' ? 'alert' : 'status'}
          data-state={state.status}
        >
          {state.message}
        </p>
      ) : null}
    </form>
  );
});
