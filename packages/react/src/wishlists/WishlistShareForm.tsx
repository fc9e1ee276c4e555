import {
  WISHLIST_SHARE_MESSAGE_MAX_LENGTH,
  type WishlistShareEmailInput,
  wishlistShareEmailSchema,
} from '@bookshop/sdk/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';

export interface WishlistShareFormClassNames {
  field?: string;
  label?: string;
  input?: string;
  fieldError?: string;
  submit?: string;
}

export interface WishlistShareFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /**
   * Sends the link (the back end's `wishlist/push-link`) with the checked, trimmed values. When it resolves the form
   * empties for the next address; when it rejects the values stay for another try (the caller says what went wrong).
   */
  onSubmit: (values: WishlistShareEmailInput) => Promise<unknown>;
  labels?: { email?: ReactNode; message?: ReactNode; submit?: ReactNode; sending?: ReactNode };
  classNames?: WishlistShareFormClassNames;
}

/**
 * An unstyled form that emails a wishlist's share link to someone, on react-hook-form with the SDK's
 * `wishlistShareEmailSchema`: Email (required: 'Please enter email', 'Invalid email') and an optional Message; Send.
 * `data-state` on the form is `idle` or `sending`.
 *
 * @example
 * ```tsx
 * <WishlistShareForm
 *   aria-label="Email Christmas"
 *   onSubmit={async (values) => toast.success((await api.emailLink(list.id, values)) && `Link sent to ${values.email}`)}
 * />
 * ```
 */
export const WishlistShareForm = forwardRef<HTMLFormElement, WishlistShareFormProps>(function WishlistShareForm(
  { onSubmit, labels = {}, classNames = {}, ...props },
  ref,
) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<WishlistShareEmailInput>({
    resolver: zodResolver(wishlistShareEmailSchema),
    defaultValues: { email: '', message: '' },
  });
  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      reset({ email: '', message: '' });
    } catch {
      // The caller has said what went wrong; the shopper's text stays for another try.
    }
  });
  const error = (name: keyof WishlistShareEmailInput) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={`${id}-${name}-error`} className={classNames.fieldError} role="alert">
        {message}
      </p>
    ) : null;
  };
  return (
    <form ref={ref} {...props} onSubmit={submit} noValidate data-state={isSubmitting ? 'sending' : 'idle'}>
      <div className={classNames.field}>
        <label htmlFor={`${id}-email`} className={classNames.label}>
          {labels.email ?? 'Email'}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          className={classNames.input}
          autoComplete="email"
          maxLength={256}
          aria-required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? `${id}-email-error` : undefined}
          {...register('email')}
        />
        {error('email')}
      </div>
      <div className={classNames.field}>
        <label htmlFor={`${id}-message`} className={classNames.label}>
          {labels.message ?? 'Message (optional)'}
        </label>
        <textarea
          id={`${id}-message`}
          className={classNames.input}
          rows={2}
          maxLength={WISHLIST_SHARE_MESSAGE_MAX_LENGTH}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${id}-message-error` : undefined}
          {...register('message')}
        />
        {error('message')}
      </div>
      <button type="submit" className={classNames.submit} disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? (labels.sending ?? 'Sending…') : (labels.submit ?? 'Send')}
      </button>
    </form>
  );
});
