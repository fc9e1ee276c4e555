import type { Customer } from '@bookshop/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useCustomer } from '../customer/useCustomer';
import { type AddressBookSource, useAddressBook } from './useAddressBook';

const stored = (id: string) => ({
  id,
  streetNumber: id,
  streetName: 'Main Street',
  city: 'Perth',
  state: 'WA',
  postalCode: '6000',
  country: 'AU',
});
const customer = (version: number, ids: string[], defaultId: string | null = ids[0] ?? null) =>
  ({
    id: 'c1',
    version,
    addresses: ids.map(stored),
    shippingAddressIds: ids,
    billingAddressIds: [],
    defaultShippingAddressId: defaultId,
    defaultBillingAddressId: null,
  }) as unknown as Customer;

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

function source(overrides: Partial<AddressBookSource> = {}): AddressBookSource {
  return {
    load: async () => customer(1, ['a1', 'a2']),
    add: vi.fn(async () => customer(2, ['a1', 'a2', 'a3'])),
    edit: vi.fn(async () => customer(2, ['a1', 'a2'])),
    remove: vi.fn(async () => customer(2, ['a2'])),
    setDefault: vi.fn(async () => customer(2, ['a1', 'a2'], 'a2')),
    ...overrides,
  };
}

describe('useAddressBook', () => {
  it('lists the delivery addresses and shares the customer with useCustomer', async () => {
    const api = source();
    const { result } = renderHook(() => ({ book: useAddressBook(api), details: useCustomer(api) }), { wrapper });
    await waitFor(() => expect(result.current.book.delivery.map((entry) => entry.id)).toEqual(['a1', 'a2']));
    expect(result.current.book.defaultDelivery?.id).toBe('a1');
    await act(async () => {
      await result.current.book.add({ address: stored('a3') as never, type: 'shipping' });
    });
    expect(result.current.book.delivery).toHaveLength(3);
    expect(result.current.details.customer?.version).toBe(2);
  });

  it('sets a default at once and keeps the saved answer', async () => {
    let finish: (value: Customer) => void = () => {};
    const api = source({ setDefault: () => new Promise<Customer>((resolve) => (finish = resolve)) });
    const { result } = renderHook(() => useAddressBook(api), { wrapper });
    await waitFor(() => expect(result.current.defaultDelivery?.id).toBe('a1'));
    let saving: Promise<Customer> | undefined;
    act(() => {
      saving = result.current.setDefault({ id: 'a2', type: 'shipping' });
    });
    await waitFor(() => expect(result.current.defaultDelivery?.id).toBe('a2'));
    await act(async () => {
      finish(customer(5, ['a1', 'a2'], 'a2'));
      await saving;
    });
    expect(result.current.customer?.version).toBe(5);
  });

  it('puts a deleted address back and throws when the delete fails', async () => {
    let fail: (error: Error) => void = () => {};
    const api = source({ remove: () => new Promise<Customer>((_, reject) => (fail = reject)) });
    const { result } = renderHook(() => useAddressBook(api), { wrapper });
    await waitFor(() => expect(result.current.delivery).toHaveLength(2));
    let failure: unknown;
    let removing: Promise<unknown> | undefined;
    act(() => {
      removing = result.current.remove({ id: 'a1' }).catch((error: unknown) => {
        failure = error;
      });
    });
    await waitFor(() => expect(result.current.delivery.map((entry) => entry.id)).toEqual(['a2']));
    expect(result.current.defaultDelivery?.id).toBe('a2');
    await act(async () => {
      fail(new Error('Address not deleted'));
      await removing;
    });
    expect(failure).toEqual(new Error('Address not deleted'));
    expect(result.current.delivery.map((entry) => entry.id)).toEqual(['a1', 'a2']);
    expect(result.current.defaultDelivery?.id).toBe('a1');
  });

  it('passes edits to the source and shows the answer', async () => {
    const api = source({ edit: vi.fn(async () => customer(3, ['a1'])) });
    const { result } = renderHook(() => useAddressBook(api), { wrapper });
    await waitFor(() => expect(result.current.delivery).toHaveLength(2));
    await act(async () => {
      await result.current.edit({ id: 'a1', address: stored('a1') as never });
    });
    expect(api.edit).toHaveBeenCalledWith({ id: 'a1', address: stored('a1') });
    expect(result.current.delivery).toHaveLength(1);
  });
});
