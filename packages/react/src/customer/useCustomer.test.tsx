import type { Customer } from '@bookshop/sdk';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { useCustomer } from './useCustomer';

const customer = (firstName: string, version = 1) => ({ id: 'c1', version, firstName }) as unknown as Customer;

// Each test gets its own cache, as each page load does.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

describe('useCustomer', () => {
  it('reads the customer once for every component that asks', async () => {
    const load = vi.fn(async () => customer('Ruth'));
    const { result } = renderHook(
      () => {
        const one = useCustomer({ load });
        const two = useCustomer({ load });
        return [one, two];
      },
      { wrapper },
    );
    expect(result.current[0]?.isLoading).toBe(true);
    await waitFor(() => expect(result.current[0]?.customer?.firstName).toBe('Ruth'));
    expect(result.current[1]?.customer?.firstName).toBe('Ruth');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows an optimistic change at once and keeps the write’s answer', async () => {
    let finish: (value: Customer) => void = () => {};
    const { result } = renderHook(() => useCustomer({ load: async () => customer('Ruth') }), { wrapper });
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Ruth'));
    let saving: Promise<Customer> | undefined;
    act(() => {
      saving = result.current.save(
        () => new Promise<Customer>((resolve) => (finish = resolve)),
        (current) => ({ ...current, firstName: 'Naomi' }),
      );
    });
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Naomi'));
    await act(async () => {
      finish(customer('Naomi', 2));
      await saving;
    });
    expect(result.current.customer?.version).toBe(2);
  });

  it('puts the customer back and throws when the write fails', async () => {
    const { result } = renderHook(() => useCustomer({ load: async () => customer('Ruth') }), { wrapper });
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Ruth'));
    let failure: unknown;
    await act(async () => {
      await result.current
        .save(
          () => Promise.reject(new Error('Name not updated successfully')),
          (current) => ({ ...current, firstName: 'Naomi' }),
        )
        .catch((error: unknown) => {
          failure = error;
        });
    });
    expect(failure).toEqual(new Error('Name not updated successfully'));
    expect(result.current.customer?.firstName).toBe('Ruth');
  });

  it('starts from the server’s customer without a read', () => {
    const load = vi.fn(async () => customer('Ruth'));
    const { result } = renderHook(() => useCustomer({ load }, { fallbackData: customer('Grace') }), { wrapper });
    expect(result.current.customer?.firstName).toBe('Grace');
    expect(result.current.isLoading).toBe(false);
  });

  it('shows an optimistic change over the server’s customer before the first read has landed', async () => {
    let finish: (value: Customer) => void = () => {};
    const { result } = renderHook(
      () => useCustomer({ load: () => new Promise<Customer>(() => {}) }, { fallbackData: customer('Grace') }),
      { wrapper },
    );
    let saving: Promise<Customer> | undefined;
    act(() => {
      saving = result.current.save(
        () => new Promise<Customer>((resolve) => (finish = resolve)),
        (current) => ({ ...current, firstName: 'Naomi' }),
      );
    });
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Naomi'));
    await act(async () => {
      finish(customer('Naomi', 2));
      await saving;
    });
    expect(result.current.customer?.version).toBe(2);
  });

  it('puts the server’s customer back when a write before the first read fails', async () => {
    const { result } = renderHook(
      () => useCustomer({ load: () => new Promise<Customer>(() => {}) }, { fallbackData: customer('Grace') }),
      { wrapper },
    );
    let fail: (error: Error) => void = () => {};
    let saving: Promise<unknown> | undefined;
    act(() => {
      saving = result.current
        .save(
          () => new Promise<Customer>((_, reject) => (fail = reject)),
          (current) => ({ ...current, firstName: 'Naomi' }),
        )
        .catch(() => undefined);
    });
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Naomi'));
    await act(async () => {
      fail(new Error('not saved'));
      await saving;
    });
    expect(result.current.customer?.firstName).toBe('Grace');
  });
});

describe('useCustomer owners', () => {
  it('keeps each owner’s customer apart, so the next shopper in the tab never sees the last one’s', async () => {
    const grace = { load: async () => customer('Grace') };
    const ruth = { load: () => new Promise<Customer>(() => {}) };
    const { result, rerender } = renderHook(
      ({ owner }) =>
        useCustomer(owner === 'grace' ? grace : ruth, {
          owner,
          fallbackData: owner === 'ruth' ? customer('Ruth') : undefined,
        }),
      { wrapper, initialProps: { owner: 'grace' } },
    );
    await waitFor(() => expect(result.current.customer?.firstName).toBe('Grace'));
    rerender({ owner: 'ruth' });
    // Ruth's read has not answered: she sees the server's copy of her own details, never Grace's.
    expect(result.current.customer?.firstName).toBe('Ruth');
  });
});
