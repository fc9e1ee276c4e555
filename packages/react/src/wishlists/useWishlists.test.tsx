import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { memorySource, wishlist } from './testing/memorySource';
import { useWishlists } from './useWishlists';

// Each test gets its own cache, as each page load does.
const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

const productIds = (lists: ReturnType<typeof wishlist>[] | undefined, index = 0) =>
  lists?.[index]?.lineItems.map((line) => line.productId);

describe('useWishlists', () => {
  it('reads nothing while off, then once for every control that asks', async () => {
    const service = memorySource([wishlist('a')]);
    const list = vi.spyOn(service.source, 'list');
    const { result, rerender } = renderHook(
      ({ enabled }) => [useWishlists(service.source, { enabled }), useWishlists(service.source, { enabled })],
      { wrapper, initialProps: { enabled: false } },
    );
    expect(result.current[0]?.wishlists).toBeUndefined();
    expect(result.current[0]?.isLoading).toBe(false);
    expect(list).not.toHaveBeenCalled();
    rerender({ enabled: true });
    await waitFor(() => expect(result.current[1]?.wishlists?.map((entry) => entry.id)).toEqual(['a']));
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('keeps each owner’s lists apart, so the next shopper in the tab never sees the last one’s', async () => {
    const grace = memorySource([wishlist('grace-list')]);
    const ruth = memorySource([wishlist('ruth-list')]);
    const { result, rerender } = renderHook(
      ({ owner }) => useWishlists(owner === 'grace' ? grace.source : ruth.source, { owner }),
      { wrapper, initialProps: { owner: 'grace' } },
    );
    await waitFor(() => expect(result.current.wishlists?.map((list) => list.id)).toEqual(['grace-list']));
    rerender({ owner: 'ruth' });
    expect(result.current.wishlists).toBeUndefined();
    await waitFor(() => expect(result.current.wishlists?.map((list) => list.id)).toEqual(['ruth-list']));
  });

  it('shows a toggle at once, keeps the answer, and says what it did', async () => {
    const service = memorySource([wishlist('a')]);
    const { result } = renderHook(() => useWishlists(service.source), { wrapper });
    await waitFor(() => expect(result.current.wishlists).toHaveLength(1));
    service.hold();
    let toggling: Promise<unknown> | undefined;
    act(() => {
      toggling = result.current.toggle(result.current.wishlists?.[0] ?? wishlist('a'), { productId: 'p1' });
    });
    expect(productIds(result.current.wishlists)).toEqual(['p1']);
    expect(result.current.isToggling('a', 'p1')).toBe(true);
    await act(async () => {
      service.release();
      expect(await toggling).toMatchObject({ message: 'Item added to wishlist successfully' });
    });
    expect(result.current.isToggling('a', 'p1')).toBe(false);
    expect(result.current.wishlists?.[0]?.lineItems[0]?.id).toBe('line-p1');
    const removed = await act(() =>
      result.current.toggle(result.current.wishlists?.[0] ?? wishlist('a'), { productId: 'p1' }),
    );
    expect(removed?.message).toBe('Item removed to wishlist successfully');
    expect(productIds(result.current.wishlists)).toEqual([]);
  });

  it('keeps the server’s other lists when a write lands before the first read', async () => {
    const service = memorySource([wishlist('a'), wishlist('b')]);
    // The read never answers: every list shown is the server's.
    vi.spyOn(service.source, 'list').mockReturnValue(new Promise(() => {}));
    const initial = [wishlist('a'), wishlist('b')];
    const { result } = renderHook(
      () => useWishlists(service.source, { fallbackData: { results: initial, total: 2 } }),
      { wrapper },
    );
    expect(result.current.wishlists?.map((list) => list.id)).toEqual(['a', 'b']);
    await act(() => result.current.toggle(initial[1] ?? wishlist('b'), { productId: 'p1' }));
    expect(result.current.wishlists?.map((list) => [list.id, productIds([list])?.join()])).toEqual([
      ['a', ''],
      ['b', 'p1'],
    ]);
    await act(() => result.current.create({ name: 'c' }));
    expect(result.current.wishlists).toHaveLength(3);
  });

  it('sends one toggle for a double click', async () => {
    const service = memorySource([wishlist('a')]);
    const { result } = renderHook(() => useWishlists(service.source), { wrapper });
    await waitFor(() => expect(result.current.wishlists).toHaveLength(1));
    service.hold();
    const list = result.current.wishlists?.[0] ?? wishlist('a');
    let answers: Promise<unknown[]> | undefined;
    act(() => {
      answers = Promise.all([
        result.current.toggle(list, { productId: 'p1' }),
        result.current.toggle(list, { productId: 'p1' }),
      ]);
    });
    await act(async () => {
      service.release();
      await answers;
    });
    expect(await answers).toEqual([expect.objectContaining({ message: 'Item added to wishlist successfully' }), null]);
    expect(service.calls).toEqual(['toggle']);
    expect(productIds(service.lists())).toEqual(['p1']);
  });

  it('keeps two toggles of different products shown while the first answers, and lands both', async () => {
    const service = memorySource([wishlist('a')]);
    const { result } = renderHook(() => useWishlists(service.source), { wrapper });
    await waitFor(() => expect(result.current.wishlists).toHaveLength(1));
    const list = result.current.wishlists?.[0] ?? wishlist('a');
    service.hold();
    let first: Promise<unknown> | undefined;
    act(() => {
      first = result.current.toggle(list, { productId: 'p1' });
    });
    service.release();
    service.hold();
    let second: Promise<unknown> | undefined;
    act(() => {
      second = result.current.toggle(list, { productId: 'p2' });
    });
    await act(async () => {
      await first;
    });
    // The first answer (without p2) does not hide the second, still in flight.
    expect(productIds(result.current.wishlists)).toEqual(['p1', 'p2']);
    await act(async () => {
      service.release();
      await second;
    });
    expect(productIds(result.current.wishlists)).toEqual(['p1', 'p2']);
    expect(productIds(service.lists())).toEqual(['p1', 'p2']);
  });

  it('puts the list back and throws when a write fails', async () => {
    const service = memorySource([wishlist('a', ['p1'])]);
    const { result } = renderHook(() => useWishlists(service.source), { wrapper });
    await waitFor(() => expect(result.current.wishlists).toHaveLength(1));
    const list = result.current.wishlists?.[0] ?? wishlist('a');
    service.fail();
    await act(async () => {
      await expect(result.current.toggle(list, { productId: 'p1' })).rejects.toThrow('service down');
    });
    expect(productIds(result.current.wishlists)).toEqual(['p1']);
    service.fail();
    await act(async () => {
      await expect(result.current.rename(list, 'Advent')).rejects.toThrow('service down');
    });
    expect(result.current.wishlists?.[0]?.name).toBe('a');
  });

  it('creates a list with the product in it first, renames it, removes its line and deletes it', async () => {
    const service = memorySource([wishlist('a')]);
    const { result } = renderHook(() => useWishlists(service.source), { wrapper });
    await waitFor(() => expect(result.current.wishlists).toHaveLength(1));
    const created = await act(() => result.current.create({ name: 'Christmas' }, { productId: 'p1' }));
    expect(created.message).toBe('Wishlist created successfully');
    expect(result.current.wishlists?.map((list) => [list.name, list.lineItems.length])).toEqual([
      ['Christmas', 1],
      ['a', 0],
    ]);
    const made = created.wishlist ?? wishlist('x');
    expect((await act(() => result.current.rename(made, 'Advent')))?.wishlist?.name).toBe('Advent');
    const lineId = made.lineItems[0]?.id ?? '';
    const removed = await act(() => result.current.removeItem(made, lineId));
    expect(removed?.message).toBe('Item removed to wishlist successfully');
    expect(result.current.wishlists?.[0]?.lineItems).toEqual([]);
    expect((await act(() => result.current.remove(made)))?.message).toBe('Wishlist deleted successfully');
    expect(result.current.wishlists?.map((list) => list.id)).toEqual(['a']);
  });

  it('reads the next page on demand, toggles a list on it, and keeps it in view on a read again', async () => {
    const service = memorySource(Array.from({ length: 25 }, (_, index) => wishlist(`list-${index + 1}`)));
    const list = vi.spyOn(service.source, 'list');
    const { result } = renderHook(() => useWishlists(service.source), { wrapper });
    await waitFor(() => expect(result.current.wishlists).toHaveLength(20));
    expect(result.current).toMatchObject({ total: 25, hasMore: true, isLoadingMore: false });
    await act(() => result.current.loadMore());
    expect(result.current.wishlists?.map((entry) => entry.id).slice(18)).toEqual([
      'list-19',
      'list-20',
      'list-21',
      'list-22',
      'list-23',
      'list-24',
      'list-25',
    ]);
    expect(result.current.hasMore).toBe(false);
    // Nothing more to read: a further press sends nothing.
    await act(() => result.current.loadMore());
    const last = result.current.wishlists?.[24] ?? wishlist('list-25');
    const added = await act(() => result.current.toggle(last, { productId: 'p1' }));
    expect(added?.message).toBe('Item added to wishlist successfully');
    expect(productIds(result.current.wishlists, 24)).toEqual(['p1']);
    await act(() => result.current.refresh());
    expect(result.current.wishlists).toHaveLength(25);
    expect(productIds(result.current.wishlists, 24)).toEqual(['p1']);
    expect(list.mock.calls.map(([page]) => page)).toEqual([
      { offset: 0, limit: 20 },
      { offset: 20, limit: 20 },
      { offset: 0, limit: 40 },
    ]);
  });

  it('counts the lists created and deleted in the total', async () => {
    const service = memorySource(Array.from({ length: 21 }, (_, index) => wishlist(`list-${index + 1}`)));
    const { result } = renderHook(() => useWishlists(service.source), { wrapper });
    await waitFor(() => expect(result.current.total).toBe(21));
    const created = await act(() => result.current.create({ name: 'New' }));
    expect([result.current.total, result.current.wishlists?.length, result.current.hasMore]).toEqual([22, 21, true]);
    await act(() => result.current.remove(created.wishlist ?? wishlist('x')));
    await act(() => result.current.remove(result.current.wishlists?.[0] ?? wishlist('x')));
    expect([result.current.total, result.current.wishlists?.length, result.current.hasMore]).toEqual([20, 19, true]);
    await act(() => result.current.loadMore());
    expect([result.current.total, result.current.wishlists?.length, result.current.hasMore]).toEqual([20, 20, false]);
  });

  it('words a creation from the basket as a move', async () => {
    const service = memorySource([]);
    const { result } = renderHook(() => useWishlists(service.source), { wrapper });
    await waitFor(() => expect(result.current.wishlists).toEqual([]));
    const outcome = await act(() =>
      result.current.create({ name: 'Later', lineItems: [{ productId: 'p1' }], fromBasketLineIds: ['cart-line'] }),
    );
    expect(outcome.message).toBe('Item moved to created wishlist successfully');
  });
});
