import type { AddressBookSource, AddressLookupSource } from '@bookshop/react';
import type { AddressLookupResult, AddressSuggestion, Customer } from '@bookshop/sdk';
import { answerValue, callRoute } from '@/lib/http/callRoute';
import type { AddAddressRequest, EditAddressRequest } from './addressInput';

// The react package's sources throw what fails: a refusal is a RouteCallError with the route's message and status.

/** The address lookup through the site's own routes (the Loqate key stays on the server). */
export const addressLookupSource: AddressLookupSource = {
  async find({ text, country, container }, { signal }) {
    const query = new URLSearchParams({ text, country, ...(container ? { container } : {}) });
    return answerValue(await callRoute<{ items: AddressSuggestion[] }>(`/api/address-lookup/find?${query}`, { signal }))
      .items;
  },
  async retrieve(id, { signal }) {
    return answerValue(
      await callRoute<AddressLookupResult>(`/api/address-lookup/retrieve?${new URLSearchParams({ id })}`, { signal }),
    );
  },
};

/** What the Edit address modal sends: the address's id and where its new fields come from. */
export type AddressEdit = EditAddressRequest & { id: string };

const ADDRESSES_ROUTE = '/api/account/addresses';
const address = (id: string) => `${ADDRESSES_ROUTE}/${encodeURIComponent(id)}`;

const send = async (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) =>
  answerValue(await callRoute<{ customer: Customer }>(path, { method, body })).customer;

/** The address book through the site's routes; every write answers the customer after it. */
export const addressBookSource: AddressBookSource<AddAddressRequest, AddressEdit> = {
  async load(options) {
    return answerValue(await callRoute<{ customer: Customer }>(ADDRESSES_ROUTE, { signal: options?.signal })).customer;
  },
  add: (input) => send(ADDRESSES_ROUTE, 'POST', input),
  edit: ({ id, ...input }) => send(address(id), 'PUT', input),
  remove: ({ id }) => send(address(id), 'DELETE'),
  setDefault: ({ id, type }) => send(`${address(id)}/default`, 'PUT', { type }),
};
