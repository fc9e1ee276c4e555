import { NEWSLETTER_FALLBACK_ERROR } from '@bookshop/react';
import type { SubscribeResult } from '@bookshop/sdk';
import type { SubscribeWire } from './newsletterWire';

/** Reads the wire answer back into an outcome (spec C7): ids → subscribed, 'already exist' → already subscribed. */
export function subscribeOutcome(wire: SubscribeWire): SubscribeResult {
  const ids = wire.data?.data?.ids;
  if (ids?.length) return 'subscribed';
  const errors = Object.values(wire.data?.data?.errors ?? {}).flatMap((entry) => Object.values(entry));
  if (errors.some((text) => text.includes('already exist'))) return 'already-subscribed';
  if (typeof wire.error === 'string' && wire.error) return wire.error;
  return NEWSLETTER_FALLBACK_ERROR;
}

/** Posts a sign-up to the site's route; `fisrtname` is the pop-up's spelling of the first-name field (spec C7). */
export async function postSubscribe(body: Record<string, string>): Promise<SubscribeResult> {
  const response = await fetch('/api/subscribe-newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const wire = (await response.json().catch(() => ({}))) as SubscribeWire;
  return subscribeOutcome(wire);
}

/** The contact lookup for the signed-in customer: subscribed when `data.data.result` is not empty. */
export async function postContactLookup(email: string): Promise<boolean> {
  const response = await fetch('/api/contact-data', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`Contact lookup failed (${response.status})`);
  const wire = (await response.json()) as { data?: { data?: { result?: unknown[] } } };
  return Boolean(wire.data?.data?.result?.length);
}
