import { type ReactNode, useId } from 'react';

/** What a field hands its control: the id its label names, and the links to its hint and its problem. */
export interface FieldControlProps {
  id: string;
  className?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** Class names of a field's parts (the site's look is `Field.module.css`, whose classes have these names). */
export interface FieldClassNames {
  root?: string;
  label?: string;
  control?: string;
  hint?: string;
  error?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id, for code that focuses it; one is made when none is given. */
  id?: string;
  /** A note under the control that describes it. */
  hint?: ReactNode;
  /** What is wrong with the value: shown under the control (id `{id}-error`), which it marks invalid and describes. */
  error?: string | null;
  /** The id of a message shown elsewhere that describes the control too (a search's outcome). */
  describedBy?: string;
  /** Marks the control invalid when its problem is told elsewhere (`describedBy`). */
  invalid?: boolean;
  className?: string;
  classNames?: FieldClassNames;
  /** Renders the control (an input, select or textarea, with whatever sits beside it) from the props it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form control with an optional hint and its problem under it, linked for screen readers
 * (`aria-invalid`, `aria-describedby`). Unstyled: the parts take `classNames`; `data-invalid` marks a field in error.
 *
 * @example
 * ```tsx
 * <Field label="Email address" error={errors.email} classNames={fieldStyles}>
 *   {(control) => <input {...control} type="email" value={email} onChange={change} />}
 * </Field>
 * ```
 */
export function Field({
  label,
  id: given,
  hint,
  error,
  describedBy,
  invalid,
  className,
  classNames,
  children,
}: FieldProps) {
  const made = useId();
  const id = given ?? made;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const inError = Boolean(error) || invalid === true;
  const root = [classNames?.root, className].filter(Boolean).join(' ') || undefined;
  return (
    <div className={root} data-invalid={inError || undefined}>
      <label htmlFor={id} className={classNames?.label}>
        {label}
      </label>
      {children({
        id,
        className: classNames?.control,
        'aria-invalid': inError ? true : undefined,
        'aria-describedby': [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined,
      })}
      {hint ? (
        <p id={hintId} className={classNames?.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={classNames?.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
