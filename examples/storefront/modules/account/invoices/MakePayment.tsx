'use client';

import { Modal } from '@bookshop/react';
import type { Invoice, SavedCard } from '@bookshop/sdk';
import { dollarsToCents, formatMoney } from '@bookshop/sdk/rules';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { invoicePaymentRequest } from '@/lib/account/invoicePaymentRequest';
import { type InvoiceReceipt, sendInvoicePayment } from '@/lib/account/paymentsApi';
import type { NewCard } from '@/lib/checkout/checkoutTypes';
import { CARD_FIELD_IDS, CardPayment, NEW_CARD } from '@/modules/checkout/CardPayment';
import { Field } from '@/modules/ui/Field';
import fieldStyles from '@/modules/ui/Field.module.css';
import styles from '../cards/Payments.module.css';
import { cardName } from '../cards/SavedCards';
import { MAKE_PAYMENT_EVENT, MAKE_PAYMENT_HASH } from './makePaymentLink';

/** The address that opens Make Payment straight away (the drawer's 'Pay an invoice'). */

const NO_CARD: NewCard = { number: '', expiry: '', cvc: '', holderName: '' };
type CardErrors = Partial<Record<keyof NewCard, string>>;

/** One key per payment attempt: its retries and double clicks reuse it, so the back end pays once. */
const newAttempt = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * 'Make Payment': a dialog that pays one or more open invoices by a saved card or a new card (checkout's card fields),
 * each amount editable (the whole outstanding by default), checked with the server's schema before sending, then
 * shows the receipt. Paid invoices are not offered. The attempt key is made when the dialog opens and kept until a
 * payment succeeds; invoices a refused attempt did pay are taken off it, so trying again (another card after a
 * decline) pays only the rest. Opens by itself at {@link MAKE_PAYMENT_HASH}, or on {@link MAKE_PAYMENT_EVENT} when already showing.
 */
export function MakePayment({ invoices, cards }: { invoices: Invoice[]; cards: SavedCard[] }) {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [amounts, setAmounts] = useState<Record<string, string>>({});
  const [card, setCard] = useState(cards[0]?.id ?? NEW_CARD);
  const [newCard, setNewCard] = useState<NewCard>(NO_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [receipt, setReceipt] = useState<InvoiceReceipt | null>(null);
  const attempt = useRef('');
  const sending = useRef(false);

  const startRef = useRef(start);
  startRef.current = start;
  function start() {
    attempt.current = newAttempt();
    setChosen(Object.fromEntries(invoices.map((invoice, index) => [invoice.id, index === 0])));
    setAmounts(Object.fromEntries(invoices.map((invoice) => [invoice.id, dollars(invoice.outstanding.centAmount)])));
    setCard(cards[0]?.id ?? NEW_CARD);
    setNewCard(NO_CARD);
    setCardErrors({});
    setError(null);
    setReceipt(null);
    setOpen(true);
  }

  // Opened from the drawer's 'Pay an invoice': the panel is what the shopper came for, on arrival or already here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival; the listener calls the latest start
  useEffect(() => {
    if (window.location.hash === MAKE_PAYMENT_HASH) start();
    const open = () => startRef.current();
    window.addEventListener(MAKE_PAYMENT_EVENT, open);
    return () => window.removeEventListener(MAKE_PAYMENT_EVENT, open);
  }, []);

  const payments = invoices
    .filter((invoice) => chosen[invoice.id])
    .map((invoice) => ({ invoice: invoice.id, amount: amounts[invoice.id] ?? '' }));
  const total = payments.reduce((sum, payment) => sum + (dollarsToCents(payment.amount) || 0), 0);

  async function pay() {
    // A second click before the first has re-rendered the button: the attempt is already on its way.
    if (sending.current) return;
    const request = {
      attempt: attempt.current,
      payments,
      ...(card === NEW_CARD ? { newCard } : { card }),
    };
    const parsed = z.safeParse(invoicePaymentRequest, request);
    if (!parsed.success) {
      const fields: CardErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'newCard' ? (issue.path[1] as keyof NewCard) : undefined;
        if (field && !fields[field]) fields[field] = issue.message;
      }
      setCardErrors(fields);
      const first = (Object.keys(CARD_FIELD_IDS) as (keyof NewCard)[]).find((field) => fields[field]);
      if (first) {
        setError(null);
        document.getElementById(CARD_FIELD_IDS[first])?.focus();
      } else {
        setError(parsed.error.issues[0]?.message ?? 'Please check the payment');
      }
      return;
    }
    setCardErrors({});
    sending.current = true;
    setBusy(true);
    setError(null);
    const answer = await sendInvoicePayment(request);
    sending.current = false;
    setBusy(false);
    if (answer.receipt?.payments.length) setReceipt(answer.receipt);
    if (answer.ok) {
      attempt.current = newAttempt();
    } else {
      setError(answer.error);
      const paid = new Set(answer.receipt?.payments.map((payment) => payment.invoiceNumber));
      if (paid.size) {
        setChosen((current) => ({
          ...current,
          ...Object.fromEntries(
            invoices.filter((invoice) => paid.has(invoice.invoiceNumber)).map((invoice) => [invoice.id, false]),
          ),
        }));
      }
    }
    if (answer.receipt?.payments.length) router.refresh();
  }

  return (
    <>
      <p>
        <button type="button" className={styles.button} onClick={start}>
          Make Payment
        </button>
      </p>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!busy) setOpen(next);
        }}
        title="Make Payment"
        description="Pay one or more invoices by a saved card or a new card. Payments are applied to your account straight away."
        className={styles.dialog}
        classNames={{
          overlay: styles.overlay,
          title: styles.dialogTitle,
          description: styles.dialogDescription,
          close: styles.close,
        }}
      >
        {receipt ? (
          <section className={styles.receipt} aria-labelledby={`${id}-receipt`} role="status">
            <h3 id={`${id}-receipt`} className={styles.subheading}>
              Payment received: {receipt.total}
            </h3>
            <ul>
              {receipt.payments.map((payment) => (
                <li key={payment.paymentId}>
                  {payment.invoiceNumber}: {payment.amount} paid, {payment.outstanding} outstanding (receipt{' '}
                  {payment.paymentId.slice(0, 8).toUpperCase()})
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
        {receipt && !error ? null : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void pay();
            }}
          >
            <fieldset className={styles.payRows}>
              <legend className={styles.label}>Invoices to pay</legend>
              {invoices.map((invoice) => (
                <div key={invoice.id} className={styles.payRow}>
                  <input
                    id={`${id}-${invoice.id}-pay`}
                    type="checkbox"
                    checked={Boolean(chosen[invoice.id])}
                    onChange={(event) => setChosen((current) => ({ ...current, [invoice.id]: event.target.checked }))}
                  />
                  <label htmlFor={`${id}-${invoice.id}-pay`}>
                    Pay {invoice.invoiceNumber}{' '}
                    <span className={styles.muted}>
                      ({formatMoney(invoice.outstanding.centAmount, invoice.outstanding.currencyCode)} outstanding)
                    </span>
                  </label>
                  <input
                    className={fieldStyles.control}
                    inputMode="decimal"
                    aria-label={`Amount for ${invoice.invoiceNumber}`}
                    disabled={!chosen[invoice.id]}
                    value={amounts[invoice.id] ?? ''}
                    onChange={(event) => setAmounts((current) => ({ ...current, [invoice.id]: event.target.value }))}
                  />
                </div>
              ))}
            </fieldset>
            <Field id={`${id}-card`} label="Pay with" className={styles.field} classNames={fieldStyles}>
              {(control) => (
                <select {...control} value={card} onChange={(event) => setCard(event.target.value)}>
                  {cards.map((saved) => (
                    <option key={saved.id} value={saved.id}>
                      {cardName(saved)} (expires {saved.expiryMonth}/{saved.expiryYear})
                    </option>
                  ))}
                  <option value={NEW_CARD}>New card</option>
                </select>
              )}
            </Field>
            {card === NEW_CARD ? (
              <CardPayment
                cards={[]}
                choice={NEW_CARD}
                onChoice={setCard}
                card={newCard}
                onCard={setNewCard}
                errors={cardErrors}
              />
            ) : null}
            <div className={styles.actions}>
              <button type="submit" className={styles.button} disabled={busy} aria-busy={busy}>
                {busy ? 'Paying…' : `Pay ${formatMoney(total)}`}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
