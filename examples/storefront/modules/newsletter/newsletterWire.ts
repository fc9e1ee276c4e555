import type { SubscribeResult } from '@bookshop/sdk';

/** The subscribe route's answer, in the marketing service's shape the spec reads (C7). */
export interface SubscribeWire {
  data?: { replyText?: string; data?: { ids?: string[]; errors?: Record<string, Record<string, string>> } };
  error?: unknown;
}

/** The SDK's outcome written in the wire shape. */
export function subscribeResponse(result: SubscribeResult, email: string): SubscribeWire {
  if (result === 'subscribed') return { data: { replyText: 'OK', data: { ids: [email] } } };
  if (result === 'already-subscribed') {
    return { data: { replyText: 'OK', data: { errors: { [email]: { 2009: 'Contact already exists' } } } } };
  }
  return { error: result };
}
