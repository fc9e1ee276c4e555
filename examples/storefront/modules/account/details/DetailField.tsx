import type { AccountRowFormProps } from '@bookshop/react';
import { type ReactNode, useId } from 'react';
import styles from './AccountDetails.module.css';

/** What react-hook-form's `register(name)` answers, as `AccountRowForm` hands it to its fields. */
type Registration = ReturnType<Parameters<AccountRowFormProps<Record<string, string>>['children']>[0]['register']>;

type Control =
  | ({ as?: 'input' } & React.InputHTMLAttributes<HTMLInputElement>)
  | ({ as: 'select'; children: ReactNode } & React.SelectHTMLAttributes<HTMLSelectElement>);

/** One labelled field of a row editor with its message under it, linked for screen readers. */
export function DetailField({
  label,
  error,
  registration,
  ...control
}: { label: string; error?: string; registration: Registration } & Control) {
  const id = useId();
  const described = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control.as === 'select' ? (
        <select {...described} {...withoutAs(control)} {...registration} />
      ) : (
        <input {...described} {...withoutAs(control)} {...registration} />
      )}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const withoutAs = <T extends { as?: unknown }>({ as: _as, ...rest }: T) => rest;
