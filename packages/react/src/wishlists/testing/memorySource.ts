import type { Wishlist } from '@bookshop/sdk';
import type { WishlistSource } from '../wishlistSource';

/** A wishlist as the service answers it, for tests. */
export function wishlist(id: string, productIds: string[] = [], fields: Partial<Wishlist> = {}): Wishlist {
  return {
    id,
    version: 1,
    key: null,
    name: id,
    description: null,
    createdAt: '2024-12-01T10:00:00',
    lineItems: productIds.map((productId) => ({
      id: `line-${productId}`,
      productId,
      variantId: 1,
      quantity: 1,
      addedAt: '2024-12-02T10:00:00',
      name: productId,
      productSlug: productId,
      productType: { id: 'type', key: null },
      variant: null,
    })),
    ...fields,
  };
}

/**
 * A wishlist service in memory that plans each toggle from its own current lists, as commerce does; `hold` keeps
 * every write waiting until `release()`, and `fail` makes the next write reject.
 */
export function memorySource(initial: Wishlist[]) {
  let lists = initial;
  let held: (() => void)[] | undefined;
  let failNext = false;
  const calls: string[] = [];
  const write = async <T>(name: string, run: () => T): Promise<T> => {
    calls.push(name);
    if (held) await new Promise<void>((resolve) => held?.push(resolve));
    if (failNext) {
      failNext = false;
      throw new Error('service down');
    }
    return run();
  };
  const replace = (next: Wishlist) => {
    lists = lists.map((list) => (list.id === next.id ? next : list));
    return next;
  };
  const current = (id: string) => {
    const found = lists.find((list) => list.id === id);
    if (!found) throw new Error(`no list ${id}`);
    return found;
  };
  const source: WishlistSource = {
    list: async ({ offset = 0, limit = 20 } = {}) => {
      const results = lists.slice(offset, offset + limit);
      return { total: lists.length, offset, count: results.length, results };
    },
    create: (draft) =>
      write('create', () => {
        const created = wishlist(
          `list-${lists.length + 1}`,
          (draft.lineItems ?? []).map((item) => item.productId),
          { name: draft.name, description: draft.description ?? null },
        );
        lists = [created, ...lists];
        return created;
      }),
    toggle: (list, product, context) =>
      write('toggle', () => {
        const now = current(list.id);
        if (context?.fromBasketLineId) {
          // A move from the basket always adds (commerce raises the quantity of a line already there).
          const there = now.lineItems.some((line) => line.productId === product.productId);
          const lineItems = there ? now.lineItems : [...now.lineItems, ...wishlist('x', [product.productId]).lineItems];
          return {
            wishlist: replace({ ...now, version: now.version + 1, lineItems }),
            action: 'add' as const,
            message: 'Item moved to wishlist successfully',
          };
        }
        const present = now.lineItems.some((line) => line.productId === product.productId);
        const lineItems = present
          ? now.lineItems.filter((line) => line.productId !== product.productId)
          : [...now.lineItems, ...wishlist('x', [product.productId]).lineItems];
        return {
          wishlist: replace({ ...now, version: now.version + 1, lineItems }),
          action: present ? ('remove' as const) : ('add' as const),
          message: present ? 'Item removed to wishlist successfully' : 'Item added to wishlist successfully',
        };
      }),
    rename: (list, name) => write('rename', () => replace({ ...current(list.id), name })),
    removeItem: (list, lineItemId) =>
      write('removeItem', () => {
        const now = current(list.id);
        return replace({ ...now, lineItems: now.lineItems.filter((line) => line.id !== lineItemId) });
      }),
    remove: (list) =>
      write('remove', () => {
        lists = lists.filter((candidate) => candidate.id !== list.id);
      }),
  };
  return {
    source,
    calls,
    lists: () => lists,
    hold: () => {
      held = [];
    },
    release: () => {
      const waiting = held ?? [];
      held = undefined;
      for (const resolve of waiting) resolve();
    },
    fail: () => {
      failNext = true;
    },
  };
}
