import { lexemeRange, type TextColumn } from './textColumn';
import type { ParsedTsquery, TsNode } from './tsquery';

/** The operands of a query made only of ANDs (`a & b & c:*`, what autocomplete sends), or undefined for any other. */
export function conjunctionOperands(query: ParsedTsquery): { lexeme: string; prefix: boolean }[] | undefined {
  const operands: { lexeme: string; prefix: boolean }[] = [];
  const collect = (node: TsNode): boolean => {
    if (node.kind === 'operand') {
      operands.push({ lexeme: node.lexeme, prefix: node.prefix });
      return true;
    }
    return node.kind === 'and' && collect(node.left) && collect(node.right);
  };
  return query.root && collect(query.root) ? operands : undefined;
}

/** Whether a document has an entry with a lexeme id in [low, high) (its entries are sorted by lexeme id). */
function hasEntryIn(text: TextColumn, doc: number, low: number, high: number): boolean {
  const { docStart, docLexemes } = text;
  let from = docStart[doc] as number;
  let to = docStart[doc + 1] as number;
  while (from < to) {
    const middle = (from + to) >>> 1;
    if ((docLexemes[middle] as number) < low) from = middle + 1;
    else to = middle;
  }
  return from < (docStart[doc + 1] as number) && (docLexemes[from] as number) < high;
}

/**
 * The documents having every operand, ascending. Starts from the operand with the fewest postings and checks the
 * others in each of its documents' own sorted entries (a binary search each), so the work follows the rarest word
 * rather than the catalogue: `mercy & me:*` reads the 7,000 documents of `mercy`, not 200,000 marks per operand.
 */
export function conjunctionMatches(text: TextColumn, operands: { lexeme: string; prefix: boolean }[]): Int32Array {
  const { postingStart, postings } = text;
  const postingCount = ([low, high]: [number, number]) =>
    (postingStart[high] as number) - (postingStart[low] as number);
  const ranges = operands
    .map(({ lexeme, prefix }) => lexemeRange(text.lexemes, lexeme, prefix))
    .sort((a, b) => postingCount(a) - postingCount(b));
  const [low, high] = ranges[0] as [number, number];
  let docs: Int32Array;
  if (high - low <= 1) {
    docs = postings.slice(postingStart[low] as number, postingStart[high] as number);
  } else {
    // A prefix's postings come lexeme by lexeme: marking them lists each document once, in order (cheaper than
    // sorting tens of thousands of postings).
    const n = text.docStart.length - 1;
    const marks = new Uint8Array(n);
    for (let i = postingStart[low] as number; i < (postingStart[high] as number); i++) marks[postings[i] as number] = 1;
    docs = new Int32Array(n);
    let k = 0;
    for (let p = 0; p < n; p++) {
      docs[k] = p;
      k += marks[p] as number;
    }
    docs = docs.subarray(0, k);
  }
  for (let r = 1; r < ranges.length && docs.length; r++) {
    const [from, to] = ranges[r] as [number, number];
    let kept = 0;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i] as number;
      if (hasEntryIn(text, doc, from, to)) docs[kept++] = doc;
    }
    docs = docs.subarray(0, kept);
  }
  return docs.slice();
}
