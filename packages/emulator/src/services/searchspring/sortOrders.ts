import { NULL_INT, type ProductColumns } from './productColumns';

type Compare = (a: number, b: number) => number;

/** The first `wanted` of `products` in an order, without sorting them all when few are wanted. */
export function firstInOrder(products: Int32Array, wanted: number, compare: Compare): number[] {
  if (wanted * 8 >= products.length) return Array.from(products).sort(compare).slice(0, wanted);
  const best: number[] = [];
  for (let i = 0; i < products.length; i++) {
    const p = products[i] as number;
    if (best.length === wanted && compare(p, best[wanted - 1] as number) >= 0) continue;
    let at = best.length === wanted ? wanted - 1 : best.length;
    while (at > 0 && compare(p, best[at - 1] as number) < 0) {
      best[at] = best[at - 1] as number;
      at--;
    }
    best[at] = p;
    if (best.length > wanted) best.length = wanted;
  }
  return best;
}

/**
 * The catalogue's sort orders (`x ASC|DESC NULLS LAST, id ASC`, as searchRequest.ts's SORT_COLUMNS): comparators
 * over the sort-key columns, and every product in an order, built on first use.
 */
export class SortOrders {
  private readonly orders = new Map<string, Int32Array>();

  constructor(private readonly columns: ProductColumns) {}

  private sortKey(field: string): Int32Array | undefined {
    const { columns } = this;
    switch (field) {
      case 'sales_rank':
        return columns.popularity;
      case 'publication_date':
        return columns.published;
      case 'price':
        return columns.sliders.get('price');
      case 'rating':
        return columns.rating10;
      case 'title':
        return columns.nameRank;
      default:
        return undefined;
    }
  }

  comparator(field: string, direction: 'asc' | 'desc'): Compare {
    const key = this.sortKey(field);
    if (!key) return (a: number, b: number) => a - b;
    const sign = direction === 'asc' ? 1 : -1;
    // A local copy: the comparator runs millions of times while an order is built.
    const none = NULL_INT;
    return (a: number, b: number) => {
      const x = key[a] as number;
      const y = key[b] as number;
      if (x !== y) {
        if (x === none) return 1;
        if (y === none) return -1;
        return sign * (x - y);
      }
      return a - b;
    };
  }

  /** Every product in an order. */
  order(field: string, direction: 'asc' | 'desc'): Int32Array {
    const name = `${field}:${direction}`;
    let order = this.orders.get(name);
    if (!order) {
      order = Int32Array.from({ length: this.columns.n }, (_, p) => p).sort(this.comparator(field, direction));
      this.orders.set(name, order);
    }
    return order;
  }

  /** Forgets the orders over value columns a patch may have changed (the name and id orders cannot have). */
  dropPatched() {
    for (const key of [...this.orders.keys()]) if (!key.startsWith('title:')) this.orders.delete(key);
  }
}
