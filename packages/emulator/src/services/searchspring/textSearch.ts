import { andRankBounds } from './andRankBounds';
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
  /** For an AND of several operands: upper bounds of ts_rank by product, and the ranks computed so far (NaN if not). */
  pruning?: { bounds: Float32Array; ranks: Float32Array; rankOf: (doc: number) => number };
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
  const rankOf = andRanker(text, query);
  for (let i = 0; i < list.length; i++) {
    const doc = list[i] as number;
    ranks[doc] = rankOf(doc);
  }
  return ranks;
}

/** ts_rank of one document for an AND of several operands (calc_rank_and, which weighs pairs of positions). */
export function andRanker(text: TextColumn, query: ParsedTsquery): (doc: number) => number {
  // Local copies of imported functions (see textRanks).
  const entriesOf = entriesIn;
  const rankOf = tsRank;
  const ranges = query.items.map((item) => lexemeRange(text.lexemes, item.lexeme, item.prefix));
  const size = ranges.length;
  const itemStart = new Int32Array(size + 1);
  const doc = { itemStart, entries: new Int32Array(64), entryStart: text.entryStart, positions: text.positions };
  return (d: number) => {
    const documentSize = (text.docStart[d + 1] as number) - (text.docStart[d] as number);
    if (doc.entries.length < documentSize * size) doc.entries = new Int32Array(documentSize * size * 2);
    const { entries } = doc;
    let found = 0;
    for (let r = 0; r < size; r++) {
      itemStart[r] = found;
      const [low, high] = ranges[r] as [number, number];
      if (low === high) continue;
      const [from, to] = entriesOf(text, d, low, high);
      for (let e = from; e < to; e++) entries[found++] = e;
    }
    itemStart[size] = found;
    return rankOf(query, doc, documentSize);
  };
}

/**
 * Recent texts whose matches and ranks are kept (about 5 bytes per product each: 16 MB at 200k products; an AND of
 * words ranked by relevance adds 8 for its rank bounds and ranks).
 */
const TEXT_CACHE = 16;

/** Matches below which ranking them all is cheap enough (about 1 ms). */
const BOUNDED_MATCHES = 4096;

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

  /**
   * Whether bounding a query's ranks (`bounded`) costs less than ranking all its matches: the bounds cost a pass over
   * the postings of its words, a rank a look into each matching document. Pays for a broad AND whose words are not
   * much more frequent than the AND itself (`faith fa`: 29,654 matches); a common prefix with a rarer word
   * (`prayer h`) has ten times more postings than matches and is ranked in full.
   */
  boundingPays(search: TextSearch): boolean {
    const { list, query } = search;
    // In a small catalogue (the tests') an eighth of it is enough.
    if (list.length < Math.min(BOUNDED_MATCHES, this.n / 8)) return false;
    const { postingStart } = this.text;
    let postings = 0;
    for (const item of query.items) {
      const [low, high] = lexemeRange(this.text.lexemes, item.lexeme, item.prefix);
      postings += (postingStart[high] as number) - (postingStart[low] as number);
    }
    return postings <= 3 * list.length;
  }

  /**
   * For a query ranked by calc_rank_and (an AND of several operands): rank bounds (andRankBounds.ts) and each
   * product's rank, computed when first asked for and kept; undefined for other queries.
   */
  bounded(search: TextSearch): { bounds: Float32Array; rankOf: (doc: number) => number } | undefined {
    const { query } = search;
    if (query.root?.kind !== 'and' || query.items.length < 2) return undefined;
    if (!search.pruning) {
      const ranges = query.items.map((item) => lexemeRange(this.text.lexemes, item.lexeme, item.prefix));
      this.scratch ??= new Int32Array(this.n);
      const bounds = andRankBounds(this.text, ranges, search.list, search.marks, this.scratch);
      const ranks = new Float32Array(this.n).fill(Number.NaN);
      const rank = andRanker(this.text, query);
      const rankOf = (doc: number) => {
        let known = ranks[doc] as number;
        if (Number.isNaN(known)) {
          known = rank(doc);
          ranks[doc] = known;
        }
        return known;
      };
      search.pruning = { bounds, ranks, rankOf };
    }
    return search.pruning;
  }

  ranks(search: TextSearch): Float32Array {
    search.ranks ??= textRanks(this.text, this.n, search);
    return search.ranks;
  }
}
