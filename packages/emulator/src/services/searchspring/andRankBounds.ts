import { decodePairSum } from './pairBound';
import type { TextColumn } from './textColumn';

/**
 * An upper bound of the ts_rank of each document an AND of several operands matches (`list`, marked in `marks`), by
 * document, from the postings alone: the items' lexeme ranges (`ranges`, in query item order) are walked in the order
 * calc_rank_and visits them, so each document's last entry of every earlier item is known when an entry of a later
 * one is paired with it (pairBound.ts). Broad prefixes cost a pass over their postings, not a look into each document.
 */
export function andRankBounds(
  text: TextColumn,
  ranges: readonly [number, number][],
  list: Int32Array,
  marks: Uint8Array,
  /** A working array of one slot per document, reused from call to call. */
  slot: Int32Array = new Int32Array(text.docStart.length - 1),
): Float32Array {
  const { postingStart, postings, postingOther, postingSelf, docStart, entryStart } = text;
  const decode = decodePairSum;
  const size = ranges.length;
  for (let j = 0; j < list.length; j++) slot[list[j] as number] = j;
  // Per item and matching document: the lexeme of its last entry so far (-1 for none) and that entry's "other" sum.
  const lastLexeme = ranges.map(() => new Int32Array(list.length).fill(-1));
  const lastOther = ranges.map(() => new Float64Array(list.length));
  const sums = new Float64Array(list.length);
  for (let i = 0; i < size; i++) {
    const [low, high] = ranges[i] as [number, number];
    const myLexeme = lastLexeme[i] as Int32Array;
    const myOther = lastOther[i] as Float64Array;
    for (let lexeme = low; lexeme < high; lexeme++) {
      for (let p = postingStart[lexeme] as number; p < (postingStart[lexeme + 1] as number); p++) {
        const doc = postings[p] as number;
        if (!marks[doc]) continue;
        const j = slot[doc] as number;
        const other = decode(postingOther[p] as number);
        let sum = sums[j] as number;
        for (let k = 0; k < i; k++) {
          const theirs = (lastLexeme[k] as Int32Array)[j] as number;
          if (theirs < 0) continue;
          if (theirs === lexeme) sum += decode(postingSelf[p] as number);
          else sum += Math.min(other, (lastOther[k] as Float64Array)[j] as number);
        }
        sums[j] = sum;
        myLexeme[j] = lexeme;
        myOther[j] = other;
      }
    }
  }
  // calc_rank_and rounds to float4 after every pair (by at most half a unit in the last place, 2^-25 below 1): at
  // most size²/2 · P² pairs for a document of P positions. A sum of 0 means no pair at all: ts_rank answers 1e-20,
  // exactly, which lets the many ties of such queries be passed over.
  const noPairs = Math.fround(1e-20);
  const bounds = new Float32Array(docStart.length - 1);
  for (let j = 0; j < list.length; j++) {
    const doc = list[j] as number;
    const sum = sums[j] as number;
    if (sum === 0) {
      bounds[doc] = noPairs;
      continue;
    }
    const positions =
      (entryStart[docStart[doc + 1] as number] as number) - (entryStart[docStart[doc] as number] as number);
    const rounding = ((size * size) / 2) * positions * positions * 2 ** -25;
    const bound = 1 - Math.exp(-sum) + rounding;
    // Stored as float4, rounded up.
    bounds[doc] = bound + bound * 2 ** -22;
  }
  return bounds;
}
