'use server';

import { cookies } from 'next/headers';
import { CURRENCY_COOKIE, parseDisplayCurrency } from './displayCurrency';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Saves the visitor's 'Prices in' choice (a form post from {@link CurrencySwitch}, so it works before and without
 * JavaScript); the page is rendered again with the new prices. Anything but an offered currency is ignored.
 */
export async function setDisplayCurrency(form: FormData): Promise<void> {
  // An action is a public endpoint: a post that is not a form is ignored like an unknown currency.
  if (!(form instanceof FormData)) return;
  const currency = parseDisplayCurrency(String(form.get('currency') ?? ''));
  if (!currency) return;
  (await cookies()).set(CURRENCY_COOKIE, currency, {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    maxAge: YEAR_SECONDS,
  });
}
