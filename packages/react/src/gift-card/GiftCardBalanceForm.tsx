import { type GiftCardCheckInput, giftCardCheckSchema } from '@bookshop/sdk/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';

/** Where a balance check is: not yet sent, waiting for the answer, answered, or refused. */
export type GiftCardBalanceStatus = 'idle' | 'loading' | 'success' | 'error';

export interface GiftCardBalanceFormClassNames {
  field?: string;
  label?: string;
  input?: string;
  fieldError?: string;
  formError?: string;
  submit?: string;
}

export interface GiftCardBalanceFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> {
  /** Called with the parsed values (digits only, trimmed) once both fields are valid. */
  onSubmit: (values: GiftCardCheckInput) => void | Promise<void>;
  status?: GiftCardBalanceStatus;
  /** The refusal to show under the form (wrong PIN, unknown card…), and the field it is about, if any. */
  error?: { message: string; field?: string } | null;
  labels?: { cardNumber?: ReactNode; pin?: ReactNode; submit?: ReactNode; loading?: ReactNode };
  classNames?: GiftCardBalanceFormClassNames;
  /** Content after the submit button: the balance once answered. */
  children?: ReactNode;
}

type Field = keyof GiftCardCheckInput;

/**
 * An unstyled gift card balance form: card number and PIN, validated with the SDK's `giftCardCheckSchema` (the same
 * schema the server checks), the refusal under the form with the field it names marked invalid, and `data-state` on
 * the form and the button. Fetching is the app's: `onSubmit` gets the parsed values.
 *
 * @example
 * ```tsx
 * const [state, setState] = useState<{ status: GiftCardBalanceStatus; error?: { message: string } }>({ status: 'idle' });
 * <GiftCardBalanceForm
 *   status={state.status}
 *   error={state.error}
 *   onSubmit={async (values) => setState(await checkBalance(values))}
 * >
 *   {balance ? <p role="status">Balance: {balance}</p> : null}
 * </GiftCardBalanceForm>
 * ```
 */
export const GiftCardBalanceForm = forwardRef<HTMLFormElement, GiftCardBalanceFormProps>(function GiftCardBalanceForm(
  { onSubmit, status = 'idle', error, labels = {}, classNames = {}, children, ...props },
  ref,
) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<GiftCardCheckInput>({
    resolver: zodResolver(giftCardCheckSchema),
    defaultValues: { cardNumber: '', pin: '' },
  });
  const busy = status === 'loading';
  const refusal = status === 'error' && error ? error : null;
  const field = (name: Field, label: ReactNode, autoComplete: string) => {
    const message = errors[name]?.message;
    const invalid = Boolean(message) || refusal?.field === name;
    const describedBy = [message ? `${id}-${name}-error` : '', refusal?.field === name ? `${id}-error` : '']
      .filter(Boolean)
      .join(' ');
    return (
      <div className={classNames.field}>
        <label htmlFor={`${id}-${name}`} className={classNames.label}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={name === 'pin' ? 'password' : 'text'}
          inputMode="numeric"
          autoComplete={autoComplete}
          className={classNames.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy || undefined}
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
      // Sent before the scripts have loaded, the form must not put the PIN in the address (history, logs).
      method="post"
      data-state={status}
      {...props}
      onSubmit={handleSubmit((values) => onSubmit(values))}
    >
      {field('cardNumber', labels.cardNumber ?? 'Gift card number', 'off')}
      {field('pin', labels.pin ?? 'PIN', 'off')}
      <button type="submit" className={classNames.submit} disabled={busy} aria-busy={busy} data-state={status}>
        {busy ? (labels.loading ?? 'Checking…') : (labels.submit ?? 'Check balance')}
      </button>
      {refusal ? (
        <p id={`${id}-error`} role="alert" className={classNames.formError}>
          {refusal.message}
        </p>
      ) : null}
      {children}
    </form>
  );
});
