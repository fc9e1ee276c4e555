import 'server-only';
import { createHash } from 'node:crypto';
import { type AccountBalance, HttpError, type Invoice, type InvoicePayment, type SavedCard } from '@bookshop/sdk';
import type { InvoicePaymentRequest } from '../account/invoicePaymentRequest';
import { shopperBookshop } from '../bookshop';
import type { NewCard } from '../checkout/checkoutTypes';
import { accountCustomer } from './account';

// The signed-in customer's cards, account and invoices. None of it is cached: each is one shopper's own, and the
// back end answers only for the token's customer, so nothing here can reach another customer's records.

/** A saved card id as the payment provider writes them; anything else is no card. */
const CARD_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** The most invoices the back end answers at once. */
const INVOICE_LIMIT = 100;

/** The signed-in customer's saved cards (masked); `null` for a visitor. */
export async function savedCards(): Promise<SavedCard[] | null> {
  if (!(await accountCustomer())) return null;
  return (await shopperBookshop()).backend.savedCards.list();
}

/** Removes one of the signed-in customer's saved cards; `false` when they have no such card (or the id is none). */
export async function removeSavedCard(id: string): Promise<boolean> {
  if (!CARD_ID.test(id)) return false;
  return (await shopperBookshop()).backend.savedCards.remove(id);
}

/** The signed-in customer's invoices, newest first; `null` for a visitor. */
export async function recentInvoices(): Promise<Invoice[] | null> {
  if (!(await accountCustomer())) return null;
  return (await shopperBookshop()).backend.invoices.recent({ limit: INVOICE_LIMIT });
}

/** The account's standing: whether the customer has an account with the shop, its figures, and what is overdue. */
export interface AccountStanding {
  /** A customer with terms has an account (business customers, staff); others have none to show. */
  hasAccount: boolean;
  balance: AccountBalance;
  /** What is outstanding on overdue invoices, in cents. */
  overdueCents: number;
}

/** Sums what is outstanding on overdue invoices. */
export const overdueCents = (invoices: Invoice[]): number =>
  invoices
    .filter((invoice) => invoice.status === 'overdue')
    .reduce((sum, invoice) => sum + invoice.outstanding.centAmount, 0);

/** The signed-in customer's account balance, credit limit and overdue amount; `null` for a visitor. */
export async function accountStanding(): Promise<AccountStanding | null> {
  if (!(await accountCustomer())) return null;
  const { backend } = await shopperBookshop();
  const balance = await backend.account.balance();
  const hasAccount = balance.terms !== null;
  const invoices = hasAccount ? await backend.invoices.recent({ limit: INVOICE_LIMIT }) : [];
  return { hasAccount, balance, overdueCents: overdueCents(invoices) };
}

/** What a payment attempt did: the payments made, and the one refusal that stopped it, if any. */
export interface PaymentOutcome {
  payments: InvoicePayment[];
  failure?: { invoice: string; error: unknown };
}

/** The payment service refused a new card: nothing was paid with it. */
export class CardDeclined extends Error {
  override name = 'CardDeclined';
  constructor(readonly reason: string) {
    super(
      `Your card was declined${reason && reason !== 'Refused' ? ` (${reason})` : ''}. Nothing has been paid; please try another card.`,
    );
  }
}

/**
 * The payment service's key for one invoice payment's authorisation: derived from the payment's own key and the card
 * as typed, so a retry with the same card finds the one authorisation it made, while another card after a decline
 * (whose refusal the service would answer again under the same key) is a new authorisation. Hashed, because the
 * service takes keys of at most 64 characters and the card's details must not travel in a header.
 */
export function authorisationKey(paymentKey: string, card: NewCard): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([paymentKey, card.number, card.expiry, card.cvc, card.holderName]))
    .digest('hex');
  return `invoice-card-${digest.slice(0, 48)}`;
}

const cardMethod = (card: NewCard) => {
  const [month = '', year = ''] = card.expiry.split('/');
  return {
    type: 'card' as const,
    number: card.number,
    expiryMonth: month,
    expiryYear: `20${year}`,
    cvc: card.cvc,
    holderName: card.holderName,
  };
};

/** A refusal the back end answered: it recorded nothing, so an authorisation made for it can be let go. */
const refusedByBackEnd = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

type Shopper = Awaited<ReturnType<typeof shopperBookshop>>;

/**
 * Pays one invoice by a new card: the payment service authorises the amount (the invoice's number as its
 * reference), then the back end records the payment with the authorisation. A refusal by the back end cancels the
 * authorisation; an outage does not, because the payment may have been recorded and a retry finds it.
 */
async function payByNewCard(
  { backend, payments }: Shopper,
  invoice: { id: string; invoiceNumber: string },
  amount: number,
  card: NewCard,
  idempotencyKey: string,
): Promise<InvoicePayment> {
  const authorisation = await payments.authorise(
    { amountCents: amount, reference: invoice.invoiceNumber, method: cardMethod(card) },
    { idempotencyKey: authorisationKey(idempotencyKey, card) },
  );
  if (authorisation.resultCode !== 'Authorised') throw new CardDeclined(authorisation.refusalReason ?? 'Refused');
  try {
    return await backend.invoices.pay({
      invoice: invoice.id,
      amount,
      pspReference: authorisation.pspReference,
      idempotencyKey,
    });
  } catch (error) {
    if (refusedByBackEnd(error)) {
      await payments
        .cancel(authorisation.pspReference, { idempotencyKey: `cancel-${authorisation.pspReference}` })
        .catch((cancelFailed: unknown) =>
          console.error(`Invoice payment: cancelling ${authorisation.pspReference} failed`, cancelFailed),
        );
    }
    throw error;
  }
}

/**
 * Pays each invoice of a payment by the chosen saved card or a new card, one after another. Each invoice's payment
 * carries the key `{attempt}:{invoice}`, so a retry of the attempt (a double click, a timeout) answers the payments
 * already made instead of paying again, and goes on from where a refusal stopped it. A new card pays only the
 * customer's own invoices (another's is 404 before any card is charged).
 */
export async function payInvoices({
  attempt,
  card,
  newCard,
  payments,
}: InvoicePaymentRequest): Promise<PaymentOutcome> {
  const shopper = await shopperBookshop();
  const { backend } = shopper;
  const mine = newCard ? await backend.invoices.recent({ limit: INVOICE_LIMIT }) : [];
  const made: InvoicePayment[] = [];
  for (const { invoice, amount } of payments) {
    const idempotencyKey = `${attempt}:${invoice}`;
    try {
      if (newCard) {
        const own = mine.find((candidate) => candidate.id === invoice || candidate.invoiceNumber === invoice);
        if (!own) throw new HttpError(`No invoice ${invoice}`, 404, undefined, null);
        made.push(await payByNewCard(shopper, own, amount, newCard, idempotencyKey));
      } else {
        made.push(await backend.invoices.pay({ invoice, amount, card, idempotencyKey }));
      }
    } catch (error) {
      return { payments: made, failure: { invoice, error } };
    }
  }
  return { payments: made };
}
