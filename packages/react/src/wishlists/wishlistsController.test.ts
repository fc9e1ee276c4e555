import { describe, expect, it, vi } from 'vitest';
import { wishlist } from './testing/memorySource';
import {
  createPendingWishlistChanges,
  hasProduct,
  removeChange,
  removeItemChange,
  renameChange,
  toggleChange,
  wishlistSummary,
  withWishlist,
} from './wishlistsController';

describe('wishlist changes', () => {
  it('adds a product once and removes it, leaving other lists alone', () => {
    const lists = [wishlist('a', ['p1']), wishlist('b')];
    const added = toggleChange('b', { productId: 'p2', name: 'Psalms' }, 'add')(lists);
    expect(added[1]?.lineItems.map((line) => [line.productId, line.name])).toEqual([['p2', 'Psalms']]);
    expect(added[0]).toBe(lists[0]);
    // A list that already has it (the service answered meanwhile) is not given it twice.
    expect(toggleChange('a', { productId: 'p1' }, 'add')(lists)[0]?.lineItems).toHaveLength(1);
    expect(hasProduct(toggleChange('a', { productId: 'p1' }, 'remove')(lists)[0] ?? wishlist('z'), 'p1')).toBe(false);
  });

  it('renames, removes a line and deletes a list', () => {
    const lists = [wishlist('a', ['p1', 'p2'])];
    expect(renameChange('a', 'Advent')(lists)[0]?.name).toBe('Advent');
    expect(removeItemChange('a', 'line-p1')(lists)[0]?.lineItems.map((line) => line.productId)).toEqual(['p2']);
    expect(removeChange('a')(lists)).toEqual([]);
  });

  it('puts a new list first and an updated one where it was', () => {
    const lists = [wishlist('a'), wishlist('b')];
    expect(withWishlist(lists, wishlist('c')).map((list) => list.id)).toEqual(['c', 'a', 'b']);
    expect(withWishlist(lists, wishlist('b', ['p1']))[1]?.lineItems).toHaveLength(1);
  });

  it('summarises a list as its name, item count and DD/MM/YYYY creation date', () => {
    expect(wishlistSummary(wishlist('Christmas', ['p1']))).toEqual({
      name: 'Christmas',
      count: 1,
      countLabel: '1 item',
      created: '01/12/2024',
    });
    expect(wishlistSummary(wishlist('Empty')).countLabel).toBe('0 items');
  });
});

describe('createPendingWishlistChanges', () => {
  it('shows every change in flight over the last answer, one per key, and drops it when it ends', () => {
    const pending = createPendingWishlistChanges();
    const listener = vi.fn();
    const stop = pending.subscribe(listener);
    const lists = [wishlist('a')];
    expect(pending.begin('a p1', toggleChange('a', { productId: 'p1' }, 'add'))).toBe(true);
    expect(pending.begin('a p1', toggleChange('a', { productId: 'p1' }, 'add'))).toBe(false);
    expect(pending.begin('a p2', toggleChange('a', { productId: 'p2' }, 'add'))).toBe(true);
    expect(pending.apply(lists)[0]?.lineItems.map((line) => line.productId)).toEqual(['p1', 'p2']);
    expect(pending.has('a p1')).toBe(true);
    pending.end('a p1');
    expect(pending.apply(lists)[0]?.lineItems.map((line) => line.productId)).toEqual(['p2']);
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    pending.end('a p2');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(pending.getSnapshot()).toBe(4);
  });
});
