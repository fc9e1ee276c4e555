import type { CustomerSource } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import type { DetailUpdate } from '@/lib/account/detailFields';

/** The signed-in customer, read through the site's own route (the token never reaches the browser). */
export const customerSource: CustomerSource = {
  async load(options) {
    const response = await fetch('/api/account/customer', { signal: options?.signal, cache: 'no-store' });
    if (response.status === 401) return null;
    if (!response.ok) throw new Error(`The account answered ${response.status}`);
    return (await response.json()) as Customer;
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
  let response: Response;
  try {
    response = await fetch('/api/account/customer', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(update),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && body && typeof body.customer === 'object' && body.customer) {
    const replaced = body.replaced as Record<string, string> | undefined;
    return { ok: true, customer: body.customer as Customer, ...(replaced ? { replaced } : {}) };
  }
  return {
    ok: false,
    status: response.status,
    message: text(body?.error),
    field: text(body?.field),
    reason: text(body?.reason),
  };
}
