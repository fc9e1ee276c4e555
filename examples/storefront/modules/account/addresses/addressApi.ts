import type { AddressBookSource, AddressLookupSource } from '@bookshop/react';
import type { AddressLookupResult, AddressSuggestion, Customer } from '@bookshop/sdk';
import type { AddAddressRequest, EditAddressRequest } from '@/app/api/account/addresses/requests';

/** A route's refusal: its message (a field's message for a 400), and the status. */
export class AddressRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AddressRequestError';
  }
}

async function json<T>(response: Response): Promise<T> {
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || body === null) {
    throw new AddressRequestError(body?.error ?? `The request failed (${response.status})`, response.status);
  }
  return body;
}

const send = async (path: string, method: string, body: unknown = {}) =>
  (
    await json<{ customer: Customer }>(
      await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    )
  ).customer;

/** The address lookup through the site's own routes (the Loqate key stays on the server). */
export const addressLookupSource: AddressLookupSource = {
  async find({ text, country, container }, { signal }) {
    const query = new URLSearchParams({ text, country, ...(container ? { container } : {}) });
    return (await json<{ items: AddressSuggestion[] }>(await fetch(`/api/address-lookup/find?${query}`, { signal })))
      .items;
  },
  async retrieve(id, { signal }) {
    return json<AddressLookupResult>(
      await fetch(`/api/address-lookup/retrieve?${new URLSearchParams({ id })}`, { signal }),
    );
  },
};

/** What the Edit address modal sends: the address's id and where its new fields come from. */
export type AddressEdit = EditAddressRequest & { id: string };

const address = (id: string) => `/api/account/addresses/${encodeURIComponent(id)}`;

/** The address book through the site's routes; every write answers the customer after it. */
export const addressBookSource: AddressBookSource<AddAddressRequest, AddressEdit> = {
  async load(options) {
    return (await json<{ customer: Customer }>(await fetch('/api/account/addresses', { signal: options?.signal })))
      .customer;
  },
  add: (input) => send('/api/account/addresses', 'POST', input),
  edit: ({ id, ...input }) => send(address(id), 'PUT', input),
  remove: ({ id }) => send(address(id), 'DELETE'),
  setDefault: ({ id, type }) => send(`${address(id)}/default`, 'PUT', { type }),
};
