import type { InputHTMLAttributes } from 'react';
import { Field, type FieldProps } from './Field';
import fieldStyles from './Field.module.css';

export type TextFieldProps = Pick<FieldProps, 'label' | 'id' | 'hint' | 'error' | 'className'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>;

/**
 * The site's text input: a {@link Field} in the site's look (`Field.module.css`) around an `<input>` that takes every
 * other prop.
 *
 * @example
 * ```tsx
 * <TextField label="Email address" type="email" value={email} onChange={change} error={errors.email} />
 * ```
 */
export function TextField({ label, id, hint, error, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} id={id} hint={hint} error={error} className={className} classNames={fieldStyles}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}
