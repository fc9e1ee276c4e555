'use client';

import { type FormEvent, useId, useState } from 'react';
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
      <div className={styles.field}>
        <label htmlFor={`${id}-place`} className={styles.label}>
          Postcode or suburb
        </label>
        <input
          id={`${id}-place`}
          className={styles.input}
          value={place}
          autoComplete="postal-code"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => setPlace(event.target.value)}
        />
      </div>
      <button type="submit" className={styles.button}>
        {submitLabel}
      </button>
      <button type="button" className={styles.link} onClick={onHere}>
        Use my location
      </button>
    </form>
  );
}
