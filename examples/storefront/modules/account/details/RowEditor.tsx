import { AccountRowForm, type AccountRowSaveOutcome } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { GENDERS, latestBirthday } from '@bookshop/sdk/rules';
import { useState } from 'react';
import { type DetailUpdate, detailSchemas, detailValues, type DetailField as Field } from '@/lib/account/detailFields';
import styles from './AccountDetails.module.css';
import { DetailField } from './DetailField';

/** A day as the date input and commercetools write it. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export interface RowEditorProps {
  /** The form's id: the row's Edit link points at it. */
  id: string;
  field: Field;
  label: string;
  customer: Customer;
  /** Saves the row; the panel toasts the outcome and closes the editor on success. */
  onSave: (update: DetailUpdate) => Promise<AccountRowSaveOutcome<Record<string, string>>>;
  onCancel: () => void;
}

/** The inline editor of one details row (spec A2, A5): the row's fields on its SDK schema, Save and Cancel. */
export function RowEditor({ id, field, label, customer, onSave, onCancel }: RowEditorProps) {
  // Today is read once, when the editor opens: the birthday's latest day and its schema stay the same while it is open.
  const [now] = useState(() => new Date());
  const [schemas] = useState(() => detailSchemas(now));
  const previous = detailValues(customer)[field] as unknown as Record<string, string>;
  const common = {
    id,
    'aria-label': `Edit ${label}`,
    className: styles.editor,
    classNames: { actions: styles.actions, save: styles.save, cancel: styles.cancel, message: styles.error },
    defaultValues: previous,
    onCancel,
    onSave: (values: Record<string, string>) => onSave({ ...values, field, previous } as DetailUpdate),
  };
  switch (field) {
    case 'name':
      return (
        <AccountRowForm {...common} schema={schemas.name}>
          {({ register, formState: { errors } }) => (
            <div className={styles.fields}>
              <DetailField
                label="Title"
                autoComplete="honorific-prefix"
                registration={register('title')}
                error={errors.title?.message}
              />
              <DetailField
                label="First name"
                autoComplete="given-name"
                registration={register('firstName')}
                error={errors.firstName?.message}
              />
              <DetailField
                label="Surname"
                autoComplete="family-name"
                registration={register('lastName')}
                error={errors.lastName?.message}
              />
            </div>
          )}
        </AccountRowForm>
      );
    case 'phone':
      return (
        <AccountRowForm {...common} schema={schemas.phone}>
          {({ register, formState: { errors } }) => (
            <DetailField
              label="Phone"
              type="tel"
              autoComplete="tel"
              registration={register('phone')}
              error={errors.phone?.message}
            />
          )}
        </AccountRowForm>
      );
    case 'email':
      return (
        <AccountRowForm {...common} schema={schemas.email}>
          {({ register, formState: { errors } }) => (
            <DetailField
              label="Email"
              type="text"
              inputMode="email"
              autoComplete="email"
              registration={register('email')}
              error={errors.email?.message}
            />
          )}
        </AccountRowForm>
      );
    case 'birthday':
      return (
        <AccountRowForm {...common} schema={schemas.birthday}>
          {({ register, formState: { errors } }) => (
            <DetailField
              label="Birthday"
              type="date"
              autoComplete="bday"
              max={isoDay(latestBirthday(now))}
              registration={register('dateOfBirth')}
              error={errors.dateOfBirth?.message}
            />
          )}
        </AccountRowForm>
      );
    case 'gender':
      return (
        <AccountRowForm {...common} schema={schemas.gender}>
          {({ register, formState: { errors } }) => (
            <DetailField as="select" label="Gender" registration={register('gender')} error={errors.gender?.message}>
              <option value="">Select gender</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {gender}
                </option>
              ))}
            </DetailField>
          )}
        </AccountRowForm>
      );
  }
}
