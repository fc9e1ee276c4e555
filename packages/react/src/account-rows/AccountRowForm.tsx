import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import { useMergedRef } from '../dom/useMergedRef';

/**
 * What became of a row's save, as the form shows it. A refusal may name the `field` its `message` belongs under (the
 * server's 400 for that field) and may carry the `values` stored now (another window saved first), which the editor
 * then shows instead of what was typed.
 */
/** A zod 4 schema (classic or mini) that reads the form's values and answers values of the same shape. */
export interface AccountRowSchema<V> {
  _zod: { input: V; output: V };
}

export type AccountRowSaveOutcome<V> = { ok: true } | { ok: false; message?: string; field?: string; values?: V };

export interface AccountRowFormClassNames {
  /** The line for a refusal that belongs to no one field. */
  message?: string;
  /** The box around Save and Cancel. */
  actions?: string;
  save?: string;
  cancel?: string;
}

export interface AccountRowFormProps<V extends FieldValues>
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children' | 'defaultValue'> {
  /** The row's zod schema (the SDK's `nameSchema`, or an object of `phoneSchema`…): its messages show under fields. */
  schema: AccountRowSchema<V>;
  /** The values the editor opens with: the row's stored value. */
  defaultValues: V;
  /** Saves the valid values; what it answers decides what the form shows next. */
  onSave: (values: V) => Promise<AccountRowSaveOutcome<V>>;
  /** Cancel, or Escape inside the form. */
  onCancel: () => void;
  /** The fields, given react-hook-form's methods (`register`, `formState.errors`). */
  children: (form: UseFormReturn<V>) => ReactNode;
  labels?: { save?: ReactNode; saving?: ReactNode; cancel?: ReactNode };
  classNames?: AccountRowFormClassNames;
  ref?: Ref<HTMLFormElement>;
}

/**
 * An unstyled inline editor for one account details row (spec A2, A4): fields validated with an SDK schema on
 * react-hook-form (exact messages), Save and Cancel, the first field focused on opening, Escape to cancel, and a
 * refusal shown under its field or above the buttons. `data-state` on the form is `idle`, `saving` or `refused`.
 *
 * @example
 * ```tsx
 * <AccountRowForm
 *   schema={z.object({ phone: phoneSchema })}
 *   defaultValues={{ phone: '0412345678' }}
 *   onSave={(values) => api.save({ field: 'phone', ...values })}
 *   onCancel={close}
 * >
 *   {({ register, formState: { errors } }) => <input aria-label="Phone" {...register('phone')} />}
 * </AccountRowForm>
 * ```
 */
export function AccountRowForm<V extends FieldValues>({
  schema,
  defaultValues,
  onSave,
  onCancel,
  children,
  labels = {},
  classNames = {},
  ref,
  onKeyDown,
  ...props
}: AccountRowFormProps<V>) {
  const form = useForm<V>({ resolver: zodResolver(schema), defaultValues: defaultValues as never });
  const [message, setMessage] = useState<string>();
  const own = useRef<HTMLFormElement>(null);
  const merged = useMergedRef(own, ref);
  useEffect(() => {
    own.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);
  const saving = form.formState.isSubmitting;
  const submit = form.handleSubmit(async (values) => {
    setMessage(undefined);
    const outcome = await onSave(values);
    if (outcome.ok) return;
    if (outcome.values) form.reset(outcome.values);
    const field = outcome.field;
    if (field && field in values && outcome.message) {
      form.setError(field as Path<V>, { type: 'server', message: outcome.message }, { shouldFocus: true });
    } else if (outcome.message) {
      setMessage(outcome.message);
    }
  });
  const keyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      onCancel();
    }
  };
  return (
    <form
      ref={merged}
      noValidate
      data-state={saving ? 'saving' : message ? 'refused' : 'idle'}
      {...props}
      onSubmit={submit}
      onKeyDown={keyDown}
    >
      {children(form)}
      {message ? (
        <p role="alert" className={classNames.message}>
          {message}
        </p>
      ) : null}
      <div className={classNames.actions}>
        <button type="submit" className={classNames.save} disabled={saving} aria-busy={saving || undefined}>
          {saving ? (labels.saving ?? 'Saving…') : (labels.save ?? 'Save')}
        </button>
        <button type="button" className={classNames.cancel} onClick={onCancel}>
          {labels.cancel ?? 'Cancel'}
        </button>
      </div>
    </form>
  );
}
