import 'server-only';
import type { AccountBalance, Invoice, InvoicePayment, SavedCard } from '@bookshop/sdk';
import type { InvoicePaymentValues } from '@bookshop/sdk/rules';
import { shopperBookshop } from '../bookshop';
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

/**
 * Pays each invoice of a payment by the chosen saved card, one after another. Each invoice's payment carries the
 * key `{attempt}:{invoice}`, so a retry of the attempt (a double click, a timeout) answers the payments already made
 * instead of paying again, and goes on from where a refusal stopped it.
 */
export async function payInvoices({ attempt, card, payments }: InvoicePaymentValues): Promise<PaymentOutcome> {
  const { backend } = await shopperBookshop();
  const made: InvoicePayment[] = [];
  for (const { invoice, amount } of payments) {
    try {
      made.push(await backend.invoices.pay({ invoice, amount, card, idempotencyKey: `${attempt}:${invoice}` }));
    } catch (error) {
      return { payments: made, failure: { invoice, error } };
    }
  }
  return { payments: made };
}
