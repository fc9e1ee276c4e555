/**
 * Units per sku in the shopper's basket, as the last basket answer gave them, so the basket buttons can apply the
 * stock rule (spec C4: one more unit than stock allows, counting what is in the basket, is unavailable).
 *
 * @example
 * ```ts
 * const quantities = createBasketQuantities();
 * quantities.set({ '9780310448655': 2 });
 * quantities.get('9780310448655'); // 2
 * ```
 */
export function createBasketQuantities() {
  let bySku: Record<string, number> = {};
  const listeners = new Set<() => void>();
  return {
    get: (sku: string): number => bySku[sku] ?? 0,
    set(next: Record<string, number>) {
      bySku = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The site's one copy, filled by each basket count request (`/api/cart` answers both). */
export const basketQuantities = createBasketQuantities();
