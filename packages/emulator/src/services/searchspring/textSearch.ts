import { conjunctionMatches, conjunctionOperands } from './conjunction';
import { entriesIn, lexemeRange, type TextColumn } from './textColumn';
import { addRankOrEntry, type ParsedTsquery, tsRank } from './tsquery';

/** A text query's matching products and, once a page is ordered by relevance, their ts_rank. */
export interface TextSearch {
  query: ParsedTsquery;
  /** 0/1 by product. */
  marks: Uint8Array;
  /** The matching products, ascending. */
  list: Int32Array;
  /** ts_rank by product (0 for products the text does not match). */
  ranks?: Float32Array;
}

/** Products matching a parsed tsquery (`search @@ query`), as 0/1 per product. */
export function textMatches(text: TextColumn, n: number, query: ParsedTsquery): Uint8Array {
  const { postingStart, postings } = text;
  const evaluate = (node: NonNullable<ParsedTsquery['root']>): Uint8Array => {
    if (node.kind === 'operand') {
      const marks = new Uint8Array(n);
      const [low, high] = lexemeRange(text.lexemes, node.lexeme, node.prefix);
      for (let i = postingStart[low] as number; i < (postingStart[high] as number); i++) {
        marks[postings[i] as number] = 1;
      }
      return marks;
    }
    if (node.kind === 'not') {
      const marks = evaluate(node.arg);
      for (let p = 0; p < n; p++) marks[p] = (marks[p] as number) ^ 1;
      return marks;
    }
    const left = evaluate(node.left);
    const right = evaluate(node.right);
    if (node.kind === 'and') for (let p = 0; p < n; p++) left[p] = (left[p] as number) & (right[p] as number);
    else for (let p = 0; p < n; p++) left[p] = (left[p] as number) | (right[p] as number);
    return left;
  };
  return query.root ? evaluate(query.root) : new Uint8Array(n);
}

/** The products marked 1, ascending (`scratch` holds at least one slot per product). */
export function markedList(marks: Uint8Array, scratch: Int32Array): Int32Array {
  let k = 0;
  for (let p = 0; p < marks.length; p++) {
    scratch[k] = p;
    k += marks[p] as number;
  }
  return scratch.slice(0, k);
}

/**
 * ts_rank of every product a text query matches (indexed by product). A query ranked by calc_rank_or (anything but
 * an AND of several operands) is summed from the inverted index, lexeme by lexeme, with each entry's weight computed
 * once when the index is built: each document still receives its weights item by item and, within an item, in lexeme
 * order, exactly as tsrank.c adds them, and the postings are read in storage order. An AND of several operands, which
 * weighs pairs of positions, is ranked document by document.
 */
export function textRanks(text: TextColumn, n: number, search: TextSearch): Float32Array {
  const { query, marks, list } = search;
  // ts_rank answers float4: exact in a Float32Array (each store rounds like tsrank.c's float arithmetic).
  const ranks = new Float32Array(n);
  if (!query.root) return ranks;
  // Local copies of imported functions: called per posting or per document, and a call through a module binding
  // costs several times more when the source runs under a loader such as jiti (the bench's).
  const add = addRankOrEntry;
  const entriesOf = entriesIn;
  const rankOf = tsRank;
  const ranges = query.items.map((item) => lexemeRange(text.lexemes, item.lexeme, item.prefix));
  const size = ranges.length;
  if (query.root.kind !== 'and' || size < 2) {
    const { postingStart, postings, postingWeights } = text;
    for (const [low, high] of ranges) {
      // The postings of a lexeme range are consecutive: lexeme by lexeme, each lexeme's documents ascending.
      for (let i = postingStart[low] as number; i < (postingStart[high] as number); i++) {
        const doc = postings[i] as number;
        if (marks[doc]) ranks[doc] = add(ranks[doc] as number, postingWeights[i] as number);
      }
    }
    for (let i = 0; i < list.length; i++) {
      const doc = list[i] as number;
      ranks[doc] = (ranks[doc] as number) / size;
    }
    return ranks;
  }
  const itemStart = new Int32Array(size + 1);
  let entries = new Int32Array(64);
  for (let i = 0; i < list.length; i++) {
    const doc = list[i] as number;
    const documentSize = (text.docStart[doc + 1] as number) - (text.docStart[doc] as number);
    if (entries.length < documentSize * size) entries = new Int32Array(documentSize * size * 2);
    let found = 0;
    for (let r = 0; r < size; r++) {
      itemStart[r] = found;
      const [low, high] = ranges[r] as [number, number];
      if (low === high) continue;
      const [from, to] = entriesOf(text, doc, low, high);
      for (let e = from; e < to; e++) entries[found++] = e;
    }
    itemStart[size] = found;
    ranks[doc] = rankOf(
      query,
      { itemStart, entries, entryStart: text.entryStart, positions: text.positions },
      documentSize,
    );
  }
  return ranks;
}

/** Recent texts whose matches and ranks are kept (about 5 bytes per product each: 16 MB at 200k products). */
const TEXT_CACHE = 16;

/** The last few text queries' matches and ranks, by tsquery text; the text column is never patched, so they stay valid. */
export class TextSearches {
  private readonly recent = new Map<string, TextSearch>();
  private scratch?: Int32Array;

  constructor(
    private readonly text: TextColumn,
    private readonly n: number,
  ) {}

  get(tsquery: string, query: ParsedTsquery): TextSearch {
    let found = this.recent.get(tsquery);
    if (found) {
      this.recent.delete(tsquery);
    } else {
      const operands = conjunctionOperands(query);
      if (operands) {
        // An AND of words (autocomplete's `a & b:*`): intersected from the rarest word's postings.
        const list = conjunctionMatches(this.text, operands);
        const marks = new Uint8Array(this.n);
        for (let i = 0; i < list.length; i++) marks[list[i] as number] = 1;
        found = { query, marks, list };
      } else {
        const marks = textMatches(this.text, this.n, query);
        this.scratch ??= new Int32Array(this.n);
        found = { query, marks, list: markedList(marks, this.scratch) };
      }
      if (this.recent.size >= TEXT_CACHE) this.recent.delete(this.recent.keys().next().value as string);
    }
    this.recent.set(tsquery, found);
    return found;
  }

  ranks(search: TextSearch): Float32Array {
    search.ranks ??= textRanks(this.text, this.n, search);
    return search.ranks;
  }
}
