import 'server-only';
import { cookies } from 'next/headers';
import { CURRENCY_COOKIE, parseDisplayCurrency } from './displayCurrency';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Saves the visitor's 'Prices in' choice (posted to `app/api/currency`) in the `currency` cookie. Anything but an
 * offered currency is ignored.
 */
export async function saveDisplayCurrency(value: string): Promise<void> {
  const currency = parseDisplayCurrency(value);
  if (!currency) return;
  (await cookies()).set(CURRENCY_COOKIE, currency, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    maxAge: YEAR_SECONDS,
  });
}
