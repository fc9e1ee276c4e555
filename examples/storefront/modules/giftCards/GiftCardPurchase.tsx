'use client';

import { formatMoney, GIFT_CARD_MESSAGE_MAX_LENGTH, GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH } from '@bookshop/sdk/rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import {
  type GiftCardRecipientErrors,
  type GiftCardRecipientValues,
  readGiftCardRecipient,
} from '@/lib/basket/giftCardRecipientForm';
import { useAddToBasket } from '@/modules/basket/useAddToBasket';
import { Field } from '@/modules/ui/Field';
import fieldStyles from '@/modules/ui/Field.module.css';
import styles from './GiftCards.module.css';

const EMPTY: GiftCardRecipientValues = { name: '', email: '', message: '' };
const FIELDS = ['name', 'email', 'message'] as const;

export interface GiftCardPurchaseProps {
  product: { id: string; sku: string; name: string };
  /** The card's value: the price of the product's only variant, in cents. */
  amountCents: number;
}

/**
 * A gift card's purchase on its product page: the amount (the product's value) and who it is for (name, email and an
 * optional message), checked by the route's own schema before it is sent; an add opens the added-to-basket flyout and
 * clears the form. Each field's problem is shown beside it (and the first takes the focus); a failed add keeps the
 * shopper's text.
 */
export default function GiftCardPurchase({ product, amountCents }: GiftCardPurchaseProps) {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<GiftCardRecipientErrors>({});
  const { busy, add, flyout } = useAddToBasket({ productId: product.id, sku: product.sku });
  const inputs = useRef<Partial<Record<keyof GiftCardRecipientValues, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );

  const showErrors = (found: GiftCardRecipientErrors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const read = readGiftCardRecipient(values);
    if (!read.ok) return showErrors(read.errors);
    setErrors({});
    // A failure is the add's toast; the shopper's text stays for another try.
    if (await add(read.recipient)) setValues(EMPTY);
  };

  const control = (name: keyof GiftCardRecipientValues) => ({
    name,
    value: values[name],
    ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  const field = (name: keyof GiftCardRecipientValues, label: string) => ({
    id: `${id}-${name}`,
    label,
    error: errors[name],
    classNames: fieldStyles,
  });

  return (
    <form className={styles.form} aria-label={`Buy ${product.name}`} noValidate onSubmit={submit}>
      <p className={styles.amount}>
        Amount: <strong>{formatMoney(amountCents)}</strong>
      </p>
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>Who is it for?</legend>
        <Field {...field('name', "Recipient's name")}>
          {(props) => (
            <input {...props} {...control('name')} autoComplete="off" maxLength={GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH} />
          )}
        </Field>
        <Field {...field('email', "Recipient's email")}>
          {(props) => <input {...props} {...control('email')} type="email" autoComplete="off" />}
        </Field>
        <Field {...field('message', 'Message (optional)')}>
          {(props) => <textarea {...props} {...control('message')} rows={3} maxLength={GIFT_CARD_MESSAGE_MAX_LENGTH} />}
        </Field>
      </fieldset>
      <button type="submit" className={styles.submit} aria-disabled={busy || undefined} aria-busy={busy}>
        Add to basket
      </button>
      {flyout}
    </form>
  );
}
