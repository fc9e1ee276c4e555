import type { CustomerSource } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { answerValue, callRoute } from '@/lib/http/callRoute';
import type { DetailUpdate } from './detailFields';

const CUSTOMER_ROUTE = '/api/account/customer';

/** The signed-in customer, read through the site's own route (the token never reaches the browser). */
export const customerSource: CustomerSource = {
  async load(options) {
    const answer = await callRoute<Customer>(CUSTOMER_ROUTE, { signal: options?.signal });
    return answer.status === 401 ? null : answerValue(answer);
  },
};

/** What a details row's save came to, as the panel shows it. */
export type DetailSaveAnswer =
  | { ok: true; customer: Customer; replaced?: Record<string, string> }
  | {
      ok: false;
      status: number;
      /** The route's message: the field's, the role refusal's, or the loyalty service's. */
      message?: string;
      /** The form field the message belongs under. */
      field?: string;
      /** Why a save stopped short of commerce (`loyalty-refused`: the loyalty service said no). */
      reason?: string;
    };

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Saves one details row through `PATCH /api/account/customer`; resolves to an answer, never rejects. */
export async function saveDetail(update: DetailUpdate): Promise<DetailSaveAnswer> {
  const answer = await callRoute<{ customer: Customer; replaced?: Record<string, string> }>(CUSTOMER_ROUTE, {
    method: 'PATCH',
    body: update,
    refusalBody: true,
  });
  if (answer.ok) {
    const { customer, replaced } = answer.value;
    return { ok: true, customer, ...(replaced ? { replaced } : {}) };
  }
  // Only the route's own words are the row's message: without them the panel says the row was not saved.
  const { status, body } = answer;
  return { ok: false, status, message: text(body?.error), field: text(body?.field), reason: text(body?.reason) };
}
