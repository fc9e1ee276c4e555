'use client';

import { type FormEvent, useId, useState } from 'react';
import { applyDiscountCode, type DiscountAnswer, removeDiscountCode } from '@/lib/basket/basketApi';
import type { BasketDiscountCode, BasketView, HeldCart } from '@/lib/basket/basketView';
import type { RouteAnswer } from '@/lib/http/routeAnswer';
import { Field } from '@/modules/ui/Field';
import fieldStyles from '@/modules/ui/Field.module.css';
import styles from './BasketPage.module.css';

type Write = <T>(
  send: () => Promise<RouteAnswer<T>>,
  basketOf: (value: T) => BasketView | null,
) => Promise<RouteAnswer<T>>;

/**
 * The discount code field and the codes applied (spec A8): a code is applied through commerce with the basket's cart
 * as the page holds it (one call), and one that does not apply shows its state's message ('Discount not valid', 'Cart
 * condition not met', …); each applied code has a remove button, which takes it off that cart in one call too.
 */
export function DiscountCodes({
  codes,
  cart,
  write,
}: {
  codes: BasketDiscountCode[];
  cart: HeldCart | null;
  write: Write;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const answer = await write(
      () => applyDiscountCode(code, cart),
      (value: DiscountAnswer) => value.basket,
    );
    setBusy(false);
    if (!answer.ok) setOutcome({ ok: false, text: answer.error });
    else if (answer.value.applied) {
      setOutcome({ ok: true, text: `Discount code ${code.trim().toUpperCase()} applied` });
      setCode('');
    } else setOutcome({ ok: false, text: answer.value.message });
  };
  return (
    <section className={styles.discounts} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.subheading}>
        Discount code
      </h2>
      <form className={styles.discountForm} onSubmit={submit} noValidate>
        <Field
          id={`${id}-code`}
          label="Enter a discount code"
          describedBy={`${id}-outcome`}
          invalid={outcome?.ok === false}
          classNames={fieldStyles}
        >
          {(control) => (
            <div className={styles.discountRow}>
              <input
                {...control}
                name="code"
                value={code}
                maxLength={50}
                autoComplete="off"
                autoCapitalize="characters"
                onChange={(event) => setCode(event.target.value)}
              />
              <button type="submit" className={styles.secondary} aria-busy={busy} aria-disabled={busy}>
                Apply
              </button>
            </div>
          )}
        </Field>
        <p id={`${id}-outcome`} role="status" className={outcome?.ok ? styles.applied : styles.error}>
          {outcome?.text ?? ''}
        </p>
      </form>
      {codes.length ? (
        <ul className={styles.codes} aria-label="Applied discount codes">
          {codes.map((entry) => (
            <li key={entry.id} className={styles.code}>
              <span>{entry.code}</span>
              <button
                type="button"
                className={styles.link}
                aria-label={`Remove discount code ${entry.code}`}
                onClick={() => {
                  setOutcome(null);
                  void write(
                    () => removeDiscountCode(entry.id, cart),
                    (value) => value,
                  );
                }}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
