'use client';

import { type FormEvent, useId, useState } from 'react';
import { Field } from '@/modules/ui/Field';
import fieldStyles from '@/modules/ui/Field.module.css';
import styles from './StockInStore.module.css';

/**
 * The place a store search starts from: 'Postcode or suburb' with its submit button (named by the search it runs),
 * and 'Use my location'. Shared by the store finder and the stock check; `errorId` names the search's error message
 * while there is one, which marks the field invalid and describes it.
 */
export function StoreSearchForm({
  submitLabel,
  errorId,
  onPlace,
  onHere,
}: {
  submitLabel: string;
  errorId?: string;
  onPlace: (place: string) => void;
  onHere: () => void;
}) {
  const id = useId();
  const [place, setPlace] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onPlace(place);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        id={`${id}-place`}
        label="Postcode or suburb"
        describedBy={errorId}
        invalid={Boolean(errorId)}
        classNames={fieldStyles}
      >
        {(control) => (
          <input
            {...control}
            value={place}
            autoComplete="postal-code"
            onChange={(event) => setPlace(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className={styles.button}>
        {submitLabel}
      </button>
      <button type="button" className={styles.link} onClick={onHere}>
        Use my location
      </button>
    </form>
  );
}
