/**
 * PostgreSQL text-search queries evaluated in memory: a parser for the text form of a `tsquery` (as PostgreSQL prints
 * it), matching (`tsvector @@ tsquery`) and `ts_rank` with the default weights and normalization, reproduced
 * operation by operation from PostgreSQL's tsrank.c (float4 arithmetic where the C code uses `float`), so ranks
 * and therefore orderings are identical. Phrase operators and weight-restricted operands are not handled here:
 * `parseTsquery` answers undefined and the caller asks PostgreSQL instead.
 */

export type TsNode =
  | { kind: 'operand'; lexeme: string; prefix: boolean }
  | { kind: 'not'; arg: TsNode }
  | { kind: 'and' | 'or'; left: TsNode; right: TsNode };

/** A parsed query; `root` is undefined for the empty query (which matches nothing). */
export interface ParsedTsquery {
  root?: TsNode;
  /** Its operands sorted and de-duplicated as PostgreSQL's SortAndUniqItems does (byte order of the lexemes). */
  items: { lexeme: string; prefix: boolean }[];
}

class Unsupported extends Error {}

/**
 * A quoted lexeme as PostgreSQL prints tsvector and tsquery text (`'it''s'`, backslash escapes), read from just after
 * its opening quote: the lexeme, and where the text goes on after the closing quote; undefined if it is not closed.
 */
export function readLexeme(text: string, from: number): { lexeme: string; next: number } | undefined {
  let at = from;
  let lexeme = '';
  for (;;) {
    const char = text[at];
    if (char === undefined) return undefined;
    if (char === "'" && text[at + 1] === "'") {
      lexeme += "'";
      at += 2;
    } else if (char === '\\' && text[at + 1] !== undefined) {
      lexeme += text[at + 1];
      at += 2;
    } else if (char === "'") {
      return { lexeme, next: at + 1 };
    } else {
      lexeme += char;
      at++;
    }
  }
}

/** Parses `tsquery::text`; undefined when the query uses something the in-memory evaluation does not support. */
export function parseTsquery(text: string): ParsedTsquery | undefined {
  let at = 0;
  const skip = () => {
    while (text[at] === ' ') at++;
  };
  const operand = (): TsNode => {
    if (text[at] !== "'") throw new Unsupported();
    const read = readLexeme(text, at + 1);
    if (!read) throw new Unsupported();
    const { lexeme } = read;
    at = read.next;
    let prefix = false;
    if (text[at] === ':') {
      at++;
      if (text[at] === '*') {
        prefix = true;
        at++;
      }
      // Weight restrictions (':AB') change matching: left to PostgreSQL.
      if (/[A-Da-d]/.test(text[at] ?? '')) throw new Unsupported();
    }
    return { kind: 'operand', lexeme, prefix };
  };
  const unary = (): TsNode => {
    skip();
    if (text[at] === '!') {
      at++;
      return { kind: 'not', arg: unary() };
    }
    if (text[at] === '(') {
      at++;
      const inner = or();
      skip();
      if (text[at] !== ')') throw new Unsupported();
      at++;
      return inner;
    }
    return operand();
  };
  const and = (): TsNode => {
    let left = unary();
    for (;;) {
      skip();
      if (text[at] === '<') throw new Unsupported(); // phrase operator
      if (text[at] !== '&') return left;
      at++;
      left = { kind: 'and', left, right: unary() };
    }
  };
  function or(): TsNode {
    let left = and();
    for (;;) {
      skip();
      if (text[at] !== '|') return left;
      at++;
      left = { kind: 'or', left, right: and() };
    }
  }
  try {
    skip();
    if (at >= text.length) return { items: [] };
    const root = or();
    skip();
    if (at < text.length) return undefined;
    const operands: { lexeme: string; prefix: boolean }[] = [];
    const collect = (node: TsNode) => {
      if (node.kind === 'operand') operands.push({ lexeme: node.lexeme, prefix: node.prefix });
      else if (node.kind === 'not') collect(node.arg);
      else {
        collect(node.left);
        collect(node.right);
      }
    };
    collect(root);
    operands.sort((a, b) => compareLexemes(a.lexeme, b.lexeme));
    const items: ParsedTsquery['items'] = [];
    for (const item of operands) {
      const previous = items.at(-1);
      if (previous?.lexeme !== item.lexeme) items.push(item);
      // PostgreSQL keeps whichever of two equal lexemes its unstable sort puts first: only unambiguous when the
      // prefix flags agree.
      else if (previous.prefix !== item.prefix) return undefined;
    }
    return { root, items };
  } catch (error) {
    if (error instanceof Unsupported) return undefined;
    throw error;
  }
}

const hasSurrogates = (text: string) => /[\uD800-\uDFFF]/.test(text);

/** PostgreSQL's tsCompareString: bytewise over UTF-8, a prefix before the longer string. */
export function compareLexemes(a: string, b: string): number {
  // Without surrogate pairs, UTF-16 code unit order is code point order, which is UTF-8 byte order.
  if (!hasSurrogates(a) && !hasSurrogates(b)) return a < b ? -1 : a > b ? 1 : 0;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

// ts_rank's default weights {D, C, B, A} as float4, indexed by the 2-bit weight of a WordEntryPos.
const WEIGHTS = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), Math.fround(1)];
const f = Math.fround;
const MAXENTRYPOS = 1 << 14;
export const posOf = (wordEntryPos: number) => wordEntryPos & 0x3fff;
const weightOf = (wordEntryPos: number) => WEIGHTS[wordEntryPos >> 14] as number;

const WORD_DISTANCE = Array.from({ length: 101 }, (_, w) => f(1.0 / (1.005 + 0.05 * Math.exp(f(w) / 1.5 - 2))));
const wordDistance = (w: number) => (w > 100 ? f(1e-30) : (WORD_DISTANCE[w] as number));

/**
 * Where a document's entries for a query are: `entries[itemStart[i]..itemStart[i + 1]]` are the entries (in the
 * document's lexeme order) matching item i, and an entry e's WordEntryPos values are
 * `positions[entryStart[e]..entryStart[e + 1]]` (none for a lexeme stored without positions).
 */
export interface DocumentEntries {
  itemStart: Int32Array;
  entries: Int32Array;
  entryStart: Uint32Array;
  positions: Uint16Array;
}

/**
 * One entry's weight in calc_rank_or of tsrank.c, for an entry whose WordEntryPos values are
 * `positions[entryStart[e]..entryStart[e + 1]]`: a float4, so it can be computed once per entry and kept.
 */
export function rankOrEntry(entryStart: Uint32Array, positions: Uint16Array, e: number): number {
  const from = entryStart[e] as number;
  let to = entryStart[e + 1] as number;
  // Without positions PostgreSQL reads one position 0 (weight D).
  const none = from === to;
  if (none) to = from + 1;
  let resj = 0;
  let wjm = -1;
  let jm = 0;
  for (let j = 0; from + j < to; j++) {
    const w = none ? (WEIGHTS[0] as number) : weightOf(positions[from + j] as number);
    resj = f(resj + f(w / ((j + 1) * (j + 1))));
    if (w > wjm) {
      wjm = w;
      jm = j;
    }
  }
  return f(f(wjm + resj) - f(wjm / ((jm + 1) * (jm + 1))));
}

/** calc_rank_or's running sum after adding one entry's weight (from `rankOrEntry`). */
export const addRankOrEntry = (res: number, weight: number) => f(res + weight / 1.64493406685);

/** calc_rank_or of tsrank.c. */
function rankOr(doc: DocumentEntries, size: number): number {
  const { itemStart, entries, entryStart, positions } = doc;
  let res = 0;
  for (let i = 0; i < size; i++) {
    for (let k = itemStart[i] as number; k < (itemStart[i + 1] as number); k++) {
      res = addRankOrEntry(res, rankOrEntry(entryStart, positions, entries[k] as number));
    }
  }
  if (size > 0) res = f(res / size);
  return res;
}

const lastEntry = new Int32Array(1024);

/** calc_rank_and of tsrank.c (for a query whose top operator is AND). */
function rankAnd(doc: DocumentEntries, size: number): number {
  if (size < 2) return rankOr(doc, size);
  const { itemStart, entries, entryStart, positions } = doc;
  let res = -1;
  // The positions each item last pointed at (PostgreSQL's pos[i]), as an entry index; -1 for none yet.
  const last = size <= lastEntry.length ? lastEntry : new Int32Array(size);
  last.fill(-1, 0, size);
  for (let i = 0; i < size; i++) {
    for (let m = itemStart[i] as number; m < (itemStart[i + 1] as number); m++) {
      const e = entries[m] as number;
      last[i] = e;
      const mineFrom = entryStart[e] as number;
      const mineTo = entryStart[e + 1] as number;
      const mineNull = mineFrom === mineTo;
      for (let k = 0; k < i; k++) {
        const other = last[k] as number;
        if (other < 0) continue;
        const theirFrom = entryStart[other] as number;
        const theirTo = entryStart[other + 1] as number;
        const theirNull = theirFrom === theirTo;
        const lCount = mineNull ? 1 : mineTo - mineFrom;
        const pCount = theirNull ? 1 : theirTo - theirFrom;
        for (let l = 0; l < lCount; l++) {
          const lPos = mineNull ? MAXENTRYPOS - 1 : (positions[mineFrom + l] as number);
          for (let q = 0; q < pCount; q++) {
            const pPos = theirNull ? MAXENTRYPOS - 1 : (positions[theirFrom + q] as number);
            let dist = Math.abs(posOf(lPos) - posOf(pPos));
            if (dist || mineNull || theirNull) {
              if (!dist) dist = MAXENTRYPOS;
              const curw = f(Math.sqrt(f(f(weightOf(lPos) * weightOf(pPos)) * wordDistance(dist))));
              res = res < 0 ? curw : f(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

/**
 * `ts_rank(document, query)` with default weights and no normalization, for a document with `documentSize` lexemes
 * whose entries matching each of `query.items` are in `doc`.
 */
export function tsRank(query: ParsedTsquery, doc: DocumentEntries, documentSize: number): number {
  if (!query.root || !documentSize) return 0;
  const size = query.items.length;
  let res = query.root.kind === 'and' ? rankAnd(doc, size) : rankOr(doc, size);
  if (res < 0) res = f(1e-20);
  return res;
}
