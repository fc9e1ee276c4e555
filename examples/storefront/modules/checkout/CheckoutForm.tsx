'use client';

import { addressBookView } from '@bookshop/react';
import type { Customer, SavedCard } from '@bookshop/sdk';
import { formatMoney } from '@bookshop/sdk/rules';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { basketCount } from '@/lib/basket/basketCount';
import { newCardSchema } from '@/lib/checkout/checkoutInput';
import type { CardPayment as CardPaymentRequest, CheckoutState, NewCard } from '@/lib/checkout/checkoutTypes';
import { type AppliedGiftCard, giftCardSplit } from '@/lib/checkout/giftCardSplit';
import { rememberAttempt, takeCheckoutNotice } from '@/lib/checkout/pendingAttempts';
import type { CollectStore } from '@/lib/data/storeStock';
import { ADDRESS_HEADING_ID, AddressSection } from './AddressSection';
import { CARD_FIELD_IDS, CardPayment, NEW_CARD } from './CardPayment';
import styles from './Checkout.module.css';
import { CheckoutSummary, orderTotalCents } from './CheckoutSummary';
import { CONTACT_EMAIL_ID, ContactSection } from './ContactSection';
import { DELIVERY_HEADING_ID, DeliverySection } from './DeliverySection';
import { DonationSection } from './DonationSection';
import { GiftCards } from './GiftCards';

const EMPTY_CARD: NewCard = { number: '', expiry: '', cvc: '', holderName: '' };

interface Problems {
  contact?: string;
  address?: string;
  delivery?: string;
  card?: Partial<Record<keyof NewCard | 'choice', string>>;
}

/** The first problem's element, in page order, for the focus to go to. */
function firstProblemId(problems: Problems): string | null {
  if (problems.contact) return CONTACT_EMAIL_ID;
  if (problems.address) return ADDRESS_HEADING_ID;
  if (problems.delivery) return DELIVERY_HEADING_ID;
  const card = problems.card ?? {};
  const field = (['number', 'expiry', 'cvc', 'holderName'] as const).find((name) => card[name]);
  return field ? CARD_FIELD_IDS[field] : null;
}

export interface CheckoutFormProps {
  initial: CheckoutState;
  /** The signed-in shopper (their saved addresses, names and phone), `null` for a guest. */
  customer: Customer | null;
  savedCards: SavedCard[];
  stores: CollectStore[];
}

/**
 * The checkout's island: contact, delivery address, delivery, payment and donation, each saved through its route
 * (which answers the whole checkout, priced by commerce), beside the order summary. Place order checks what is
 * missing (focus goes to the first problem), makes one attempt id, keeps the request in memory and goes to the
 * processing page, which places it.
 */
const phoneOf = (customer: Customer): string | undefined => {
  const value = customer.custom?.customFieldsRaw?.find((field) => field.name === 'phone')?.value;
  return typeof value === 'string' && value ? value : undefined;
};

export function CheckoutForm({ initial, customer, savedCards, stores }: CheckoutFormProps) {
  const router = useRouter();
  const [state, setState] = useState(initial);
  const [giftCards, setGiftCards] = useState<AppliedGiftCard[]>([]);
  const [cardChoice, setCardChoice] = useState<string>(savedCards[0]?.id ?? NEW_CARD);
  const [newCard, setNewCard] = useState<NewCard>(EMPTY_CARD);
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);
  // Click & Collect shown with no store chosen yet, or standard delivery waiting for the address: not what is saved.
  const [deliveryUnsaved, setDeliveryUnsaved] = useState(false);
  const placed = useRef(false);

  useEffect(() => {
    // Back from the processing page after the card was declined: its message shows with the card.
    const notice = takeCheckoutNotice();
    if (notice) setRefusal(notice.message);
  }, []);

  const saved = (next: CheckoutState) => {
    setState(next);
    basketCount.set(next.basket);
    setProblems({});
  };

  const total = orderTotalCents(state);
  const split = giftCardSplit(total, giftCards);

  const place = () => {
    if (placed.current) return;
    const found: Problems = {};
    if (!state.email) found.contact = 'Please enter email';
    if (!state.address) found.address = 'Please enter your delivery address and choose Use this address';
    if (!state.delivery || deliveryUnsaved)
      found.delivery = 'Please choose standard delivery or a store for Click & Collect';
    let card: CardPaymentRequest | undefined;
    if (split.cardCents > 0) {
      if (cardChoice !== NEW_CARD && savedCards.some((saved) => saved.id === cardChoice)) {
        card = { kind: 'saved', cardId: cardChoice };
      } else {
        const checked = z.safeParse(newCardSchema, newCard);
        if (checked.success) card = { kind: 'new', card: checked.data };
        else {
          found.card = {};
          for (const issue of checked.error.issues) {
            const field = issue.path[0] as keyof NewCard;
            found.card[field] ??= issue.message;
          }
        }
      }
    }
    setProblems(found);
    const first = firstProblemId(found);
    if (first) {
      document.getElementById(first)?.focus();
      return;
    }
    placed.current = true;
    setPlacing(true);
    const attempt = crypto.randomUUID();
    rememberAttempt({
      attempt,
      ...(card ? { card } : {}),
      giftCards: split.giftCards
        .filter(({ paysCents }) => paysCents > 0)
        .map(({ card: { number, pin } }) => ({ number, pin })),
    });
    router.push(`/checkout/processing?${new URLSearchParams({ attempt })}`);
  };

  const currency = state.basket.totals.currency;
  return (
    <div className={styles.layout}>
      <div className={styles.steps}>
        <ContactSection state={state} onSaved={saved} problem={problems.contact} />
        <AddressSection
          state={state}
          saved={addressBookView(customer).delivery}
          contact={
            customer
              ? {
                  firstName: customer.firstName ?? undefined,
                  lastName: customer.lastName ?? undefined,
                  mobile: phoneOf(customer),
                }
              : {}
          }
          onSaved={saved}
          problem={problems.address}
        />
        <DeliverySection
          state={state}
          stores={stores}
          onSaved={saved}
          onUnsaved={setDeliveryUnsaved}
          problem={problems.delivery}
        />
        <section className={styles.section} aria-labelledby="checkout-payment">
          <h2 id="checkout-payment" className={styles.subheading}>
            Payment
          </h2>
          <GiftCards
            split={split}
            currency={currency}
            onApply={(card) => setGiftCards((cards) => [...cards, card])}
            onRemove={(card) => setGiftCards((cards) => cards.filter((candidate) => candidate.number !== card.number))}
          />
          {split.cardCents > 0 ? (
            <>
              {giftCards.length ? (
                <p className={styles.note}>
                  Left to pay by card: <strong>{formatMoney(split.cardCents, currency)}</strong>
                </p>
              ) : null}
              <CardPayment
                cards={savedCards}
                choice={cardChoice}
                onChoice={setCardChoice}
                card={newCard}
                onCard={setNewCard}
                errors={problems.card ?? {}}
                refusal={refusal}
              />
            </>
          ) : (
            <p className={styles.note}>Your gift cards pay the whole order.</p>
          )}
        </section>
        <DonationSection state={state} onSaved={saved} />
      </div>
      <aside className={styles.aside} aria-label="Your order">
        <CheckoutSummary state={state} />
        <button type="button" className={styles.primary} onClick={place} disabled={placing} aria-busy={placing}>
          {placing ? 'Placing order…' : `Place order · ${formatMoney(total, currency)}`}
        </button>
      </aside>
    </div>
  );
}
