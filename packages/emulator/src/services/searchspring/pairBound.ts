/**
 * Upper bounds of calc_rank_and (tsquery.ts `rankAnd`), so an AND of words ranked by relevance scores only the
 * documents that could reach its page. calc_rank_and is `1 - Π(1 - c)` over pairs of positions (one from an entry of
 * item i, one from the last entry of each earlier item k), with `c = sqrt(w_l · w_q · wordDistance(dist))`; in terms of
 * `L = Σ -ln(1 - c)` it is `1 - e^-L`. Each posting keeps, coded in one byte each, the L of its entry's positions
 * paired with every other position of the document ("other") and with each other ("self"): a pair term of item i's
 * entry m with item k's last entry is at most self(m) when they are the same entry, else min(other(m), other(last)).
 */

const f = Math.fround;
// tsrank.c's weights and word distance, as tsquery.ts computes them.
const WEIGHTS = [f(0.1), f(0.2), f(0.4), f(1)];
const FAR = 101;
const wordDistance = (w: number) => (w >= FAR ? f(1e-30) : f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2))));

/**
 * -ln(1 - c) of a pair by weights (2 bits each) and distance (1..100, 101 for farther), with c enlarged by a millionth
 * for the float4 roundings of `sqrt(w_l · w_q · wordDistance)`.
 */
const PAIR = (() => {
  const table = new Float64Array(16 * (FAR + 1));
  for (let a = 0; a < 4; a++) {
    for (let b = 0; b < 4; b++) {
      for (let dist = 1; dist <= FAR; dist++) {
        const c = f(Math.sqrt(f(f((WEIGHTS[a] as number) * (WEIGHTS[b] as number)) * wordDistance(dist))));
        table[(a * 4 + b) * (FAR + 1) + dist] = -Math.log1p(-Math.min(c * (1 + 1e-6), 1 - 1e-15));
      }
    }
  }
  return table;
})();

/** Codes: 0 is exactly 0, 1..254 at most `SMALLEST · RATIO^code`, 255 unbounded (the bound is then useless). */
const SMALLEST = 1e-9;
const RATIO = 1.1;
export const UNBOUNDED = 255;
const DECODED = Float64Array.from({ length: 256 }, (_, code) =>
  code === 0 ? 0 : code === UNBOUNDED ? Number.POSITIVE_INFINITY : SMALLEST * RATIO ** code,
);

/** The smallest code whose value is at least `l`. */
export function encodePairSum(l: number): number {
  if (l <= 0) return 0;
  let code = Math.max(1, Math.ceil(Math.log(l / SMALLEST) / Math.log(RATIO)));
  // Guard against Math.log rounding: step up until the decoded value covers l.
  while (code < UNBOUNDED && (DECODED[code] as number) < l) code++;
  return Math.min(code, UNBOUNDED);
}

export const decodePairSum = (code: number) => DECODED[code] as number;

/**
 * The "other" and "self" codes of every entry (indexed like `docLexemes`). A document with an entry stored without
 * positions (ranked by tsrank.c with a made-up position) gets unbounded codes.
 */
export function pairSums(
  docStart: Uint32Array,
  entryStart: Uint32Array,
  positions: Uint16Array,
): { other: Uint8Array; self: Uint8Array } {
  const entries = docStart[docStart.length - 1] as number;
  const other = new Uint8Array(entries);
  const self = new Uint8Array(entries);
  const pair = PAIR;
  for (let d = 0; d + 1 < docStart.length; d++) {
    const first = docStart[d] as number;
    const last = docStart[d + 1] as number;
    let positionless = false;
    for (let e = first; e < last; e++) positionless ||= entryStart[e] === entryStart[e + 1];
    if (positionless) {
      other.fill(UNBOUNDED, first, last);
      self.fill(UNBOUNDED, first, last);
      continue;
    }
    const docFrom = entryStart[first] as number;
    const docTo = entryStart[last] as number;
    for (let e = first; e < last; e++) {
      const from = entryStart[e] as number;
      const to = entryStart[e + 1] as number;
      let mine = 0;
      let theirs = 0;
      for (let l = from; l < to; l++) {
        const lp = positions[l] as number;
        const row = (lp >> 14) * 4 * (FAR + 1);
        for (let q = docFrom; q < docTo; q++) {
          const qp = positions[q] as number;
          const dist = Math.abs((lp & 0x3fff) - (qp & 0x3fff));
          // Pairs at one position are skipped by tsrank.c.
          if (!dist) continue;
          const h = pair[row + (qp >> 14) * (FAR + 1) + Math.min(dist, FAR)] as number;
          if (q >= from && q < to) mine += h;
          else theirs += h;
        }
      }
      // A little over the float sums, for their own rounding.
      other[e] = encodePairSum(theirs * (1 + 1e-9));
      self[e] = encodePairSum(mine * (1 + 1e-9));
    }
  }
  return { other, self };
}
