import { z } from 'zod';
import { ReplyError, Router } from '../../http/router';
import type { Service } from '../../http/server';
import { RATES_DATE, RATES_PER_AUD, rate } from './rates';

const currency = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .toUpperCase()
    .refine((code) => code in RATES_PER_AUD, { error: (issue) => `Unknown currency code ${String(issue.input)}` });
const params = z.object({
  from: currency('from'),
  to: currency('to'),
  amount: z
    .string()
    .default('1')
    .transform(Number)
    .refine(
      (amount) => Number.isFinite(amount) && amount >= 0 && amount <= 1e12,
      'amount must be a non-negative number',
    ),
});

/**
 * The currency rate service under `/currency`: `GET ?from&to&amount` answers the converted amount
 * (`{ success, query, info: { rate, timestamp }, date, result }`); unknown codes are a 400
 * `{ success: false, error: { code, type, info } }`.
 */
export function currencyService(): Service {
  const router = new Router().get('/', ({ url }) => {
    const parsed = params.safeParse(Object.fromEntries(url.searchParams));
    if (!parsed.success) throw new ReplyError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
    const { from, to, amount } = parsed.data;
    const conversion = rate(from, to);
    return {
      json: {
        success: true,
        query: { from, to, amount },
        info: { timestamp: Date.parse(`${RATES_DATE}T00:00:00Z`) / 1000, rate: conversion },
        date: RATES_DATE,
        result: Number((amount * conversion).toFixed(4)),
      },
    };
  });
  return {
    basePath: '/currency',
    router,
    error: (status, message) => ({
      success: false,
      error: { code: status, type: status === 404 ? 'not_found' : 'invalid_request', info: message },
    }),
  };
}
