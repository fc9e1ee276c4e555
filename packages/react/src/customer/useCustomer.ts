import type { Customer } from '@bookshop/sdk';
import { useCallback, useRef } from 'react';
import useSWR from 'swr';
import { CUSTOMER_CACHE_KEY, type CustomerSource } from './customerSource';

/** How `useCustomer` (and the hooks on it) start and whose customer they keep. */
export interface CustomerOptions {
  /** The customer as the server read it for this page: shown at once, without a read. */
  fallbackData?: Customer | null;
  /**
   * Whose customer this is (the signed-in customer's email, say). Each owner has a cache entry of their own, so after
   * a sign-out and another sign-in in the same tab the next shopper never sees the last one's details, even for a
   * moment. Every hook that shares the customer must be given the same owner.
   */
  owner?: string;
}

/** What `useCustomer` answers. */
export interface CustomerState {
  /** The signed-in customer; `null` for a visitor, `undefined` until the first answer. */
  customer: Customer | null | undefined;
  /** The last read's failure, if the last read failed. */
  error: unknown;
  /** True while the first read is in flight (the details panel shows its placeholders). */
  isLoading: boolean;
  /**
   * Runs one write and keeps its answer as the customer. With `optimistic`, the customer is shown changed at once and
   * put back if the write fails; the failure is thrown again for the caller's message.
   */
  save(write: () => Promise<Customer>, optimistic?: (customer: Customer) => Customer): Promise<Customer>;
  /** Reads the customer again. */
  refresh(): Promise<Customer | null | undefined>;
}

/**
 * The signed-in customer, from one cache shared by every component that asks (deduplicated, read again when the
 * window regains focus), with writes that update it optimistically and roll back on failure.
 *
 * @example
 * ```tsx
 * const { customer, save } = useCustomer(source, { fallbackData: customerFromServer, owner: customerFromServer.email });
 * await save(() => api.updatePhone('0412345678'), (current) => withPhone(current, '0412345678'));
 * ```
 */
export function useCustomer(source: CustomerSource, options: CustomerOptions = {}): CustomerState {
  const key = options.owner === undefined ? CUSTOMER_CACHE_KEY : [CUSTOMER_CACHE_KEY, options.owner];
  const { data, error, isLoading, mutate } = useSWR(key, () => source.load(), {
    fallbackData: options.fallbackData,
    revalidateOnFocus: true,
  });
  // Read when a save starts, not captured by it: a caller's inline `fallbackData` must not make a new `save` each render.
  const fallbackData = useRef(options.fallbackData);
  fallbackData.current = options.fallbackData;
  const save = useCallback<CustomerState['save']>(
    async (write, optimistic) => {
      const saved = await mutate(write(), {
        // Until the first read lands the cache is empty and the customer shown is the server's (`fallbackData`), which
        // SWR does not hand to `optimisticData`: the change starts from it, rather than showing no customer at all.
        optimisticData: optimistic
          ? (committed, displayed) => {
              const current = committed ?? displayed ?? fallbackData.current;
              return current ? optimistic(current) : (current ?? null);
            }
          : undefined,
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
      return saved as Customer;
    },
    [mutate],
  );
  const refresh = useCallback(() => mutate(), [mutate]);
  return { customer: data, error, isLoading: isLoading && data === undefined, save, refresh };
}
