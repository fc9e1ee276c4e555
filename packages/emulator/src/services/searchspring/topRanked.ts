/**
 * The first `wanted` of `products` by rank descending, then product ascending (`ORDER BY rank DESC, id`), scoring only
 * products whose `bound` (at least their rank) can still reach the page: the products with the highest bounds are
 * scored first, so the page's last rank is soon high, and every other product below it is passed over unscored.
 * Answers exactly what sorting all of them by `rankOf` would.
 */
export function topRanked(
  products: Int32Array,
  wanted: number,
  bound: Float32Array,
  rankOf: (product: number) => number,
): number[] {
  const best: number[] = [];
  const bestRank: number[] = [];
  const offer = (p: number) => {
    const rank = rankOf(p);
    const full = best.length === wanted;
    if (full) {
      const worst = bestRank[wanted - 1] as number;
      if (rank < worst || (rank === worst && p > (best[wanted - 1] as number))) return;
    }
    if (best.includes(p)) return;
    let at = full ? wanted - 1 : best.length;
    while (
      at > 0 &&
      (rank > (bestRank[at - 1] as number) || (rank === bestRank[at - 1] && p < (best[at - 1] as number)))
    ) {
      best[at] = best[at - 1] as number;
      bestRank[at] = bestRank[at - 1] as number;
      at--;
    }
    best[at] = p;
    bestRank[at] = rank;
  };
  // Seed with the highest bounds (a partial selection, not a sort of every product).
  const seeds: number[] = [];
  for (let i = 0; i < products.length; i++) {
    const p = products[i] as number;
    if (seeds.length === wanted && (bound[p] as number) <= (bound[seeds[wanted - 1] as number] as number)) continue;
    let at = seeds.length === wanted ? wanted - 1 : seeds.length;
    while (at > 0 && (bound[p] as number) > (bound[seeds[at - 1] as number] as number)) {
      seeds[at] = seeds[at - 1] as number;
      at--;
    }
    seeds[at] = p;
  }
  for (const p of seeds) offer(p);
  for (let i = 0; i < products.length; i++) {
    const p = products[i] as number;
    // A product whose bound is below the page's last rank cannot enter it, nor one whose bound equals it that comes
    // after the page's last product (ties go to the lower product number).
    if (best.length === wanted) {
      const worst = bestRank[wanted - 1] as number;
      const b = bound[p] as number;
      if (b < worst || (b === worst && p > (best[wanted - 1] as number))) continue;
    }
    offer(p);
  }
  return best;
}
