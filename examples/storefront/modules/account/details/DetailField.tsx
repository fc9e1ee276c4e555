import type { AccountRowFormProps } from '@bookshop/react';
import type { ReactNode } from 'react';
import { Field } from '@/modules/ui/Field';
import fieldStyles from '@/modules/ui/Field.module.css';
import styles from './AccountDetails.module.css';

/** What react-hook-form's `register(name)` answers, as `AccountRowForm` hands it to its fields. */
type Registration = ReturnType<Parameters<AccountRowFormProps<Record<string, string>>['children']>[0]['register']>;

type Control =
  | ({ as?: 'input' } & React.InputHTMLAttributes<HTMLInputElement>)
  | ({ as: 'select'; children: ReactNode } & React.SelectHTMLAttributes<HTMLSelectElement>);

/** One field of a row editor: a {@link Field} around react-hook-form's registration of an input or a select. */
export function DetailField({
  label,
  error,
  registration,
  ...control
}: { label: string; error?: string; registration: Registration } & Control) {
  return (
    <Field label={label} error={error} className={styles.field} classNames={fieldStyles}>
      {(described) =>
        control.as === 'select' ? (
          <select {...described} {...withoutAs(control)} {...registration} />
        ) : (
          <input {...described} {...withoutAs(control)} {...registration} />
        )
      }
    </Field>
  );
}

const withoutAs = <T extends { as?: unknown }>({ as: _as, ...rest }: T) => rest;
