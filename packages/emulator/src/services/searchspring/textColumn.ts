import { pairSums } from './pairBound';
import { compareLexemes, rankOrEntry, readLexeme } from './tsquery';

/** A product's text-search vector in memory: its lexeme ids (ascending) and their WordEntryPos lists. */
export interface TextColumn {
  /** Lexemes in PostgreSQL's byte order; a lexeme's id is its index here. */
  lexemes: string[];
  docStart: Uint32Array;
  docLexemes: Int32Array;
  entryStart: Uint32Array;
  positions: Uint16Array;
  postingStart: Uint32Array;
  postings: Int32Array;
  /** Per posting, the entry's calc_rank_or weight (`rankOrEntry`), so ranking a broad prefix reads the postings alone. */
  postingWeights: Float32Array;
  /** Per posting, pairBound.ts's codes of the entry's pairs with the rest of its document and among its own positions. */
  postingOther: Uint8Array;
  postingSelf: Uint8Array;
}

/**
 * Parses the products' `search::text` (records in product order, separated by \x1d) into a text column: lexemes
 * numbered in PostgreSQL's byte order, each document's entries in that order, and an inverted index.
 */
export function parseTsvectors(text: string, n: number): TextColumn {
  // First pass: lexemes with temporary ids, per document entries and positions.
  const temporary = new Map<string, number>();
  const names: string[] = [];
  const docStart = new Uint32Array(n + 1);
  let docLexemes = new Int32Array(Math.max(16, n * 24));
  let entryStart = new Uint32Array(Math.max(16, n * 24) + 1);
  let positions = new Uint16Array(Math.max(16, n * 32));
  let entries = 0;
  let positionCount = 0;
  let doc = 0;
  let at = 0;
  const length = text.length;
  while (doc < n) {
    docStart[doc] = entries;
    // One document: entries `'lexeme':1A,2` separated by spaces, up to the record separator.
    while (at < length && text.charCodeAt(at) !== 0x1d) {
      if (text[at] === ' ') {
        at++;
        continue;
      }
      if (text[at] !== "'") throw new Error(`Unexpected tsvector text at ${at}`);
      const read = readLexeme(text, at + 1);
      if (!read) throw new Error(`Unterminated lexeme in tsvector text at ${at}`);
      const { lexeme } = read;
      at = read.next;
      let id = temporary.get(lexeme);
      if (id === undefined) {
        id = names.length;
        names.push(lexeme);
        temporary.set(lexeme, id);
      }
      if (entries + 1 >= docLexemes.length) {
        const grown = new Int32Array(docLexemes.length * 2);
        grown.set(docLexemes);
        docLexemes = grown;
        const grownStart = new Uint32Array(docLexemes.length + 1);
        grownStart.set(entryStart);
        entryStart = grownStart;
      }
      docLexemes[entries] = id;
      entryStart[entries] = positionCount;
      entries++;
      if (text[at] === ':') {
        at++;
        for (;;) {
          let pos = 0;
          while (at < length && text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57) {
            pos = pos * 10 + text.charCodeAt(at) - 48;
            at++;
          }
          const letter = text[at];
          let weight = 0;
          if (letter === 'A') weight = 3;
          else if (letter === 'B') weight = 2;
          else if (letter === 'C') weight = 1;
          if (weight || letter === 'D') at++;
          if (positionCount >= positions.length) {
            const grown = new Uint16Array(positions.length * 2);
            grown.set(positions);
            positions = grown;
          }
          positions[positionCount++] = (weight << 14) | pos;
          if (text[at] !== ',') break;
          at++;
        }
      }
    }
    at++;
    doc++;
  }
  docStart[n] = entries;
  entryStart[entries] = positionCount;
  // Number lexemes in byte order, so each document's entries sort like PostgreSQL's and a prefix is an id range.
  const order = names.map((_, index) => index).sort((a, b) => compareLexemes(names[a] as string, names[b] as string));
  const renumber = new Int32Array(names.length);
  order.forEach((old, index) => {
    renumber[old] = index;
  });
  const lexemes = order.map((old) => names[old] as string);
  const sortedLexemes = new Int32Array(entries);
  const sortedStart = new Uint32Array(entries + 1);
  const sortedPositions = new Uint16Array(positionCount);
  let written = 0;
  for (let d = 0; d < n; d++) {
    const from = docStart[d] as number;
    const to = docStart[d + 1] as number;
    const slots = Array.from({ length: to - from }, (_, i) => from + i).sort(
      (a, b) => (renumber[docLexemes[a] as number] as number) - (renumber[docLexemes[b] as number] as number),
    );
    let slot = from;
    for (const entry of slots) {
      sortedLexemes[slot] = renumber[docLexemes[entry] as number] as number;
      sortedStart[slot] = written;
      for (let p = entryStart[entry] as number; p < (entryStart[entry + 1] as number); p++) {
        sortedPositions[written++] = positions[p] as number;
      }
      slot++;
    }
  }
  sortedStart[entries] = written;
  // Inverted index: the documents of each lexeme, ascending.
  const postingStart = new Uint32Array(lexemes.length + 1);
  for (let e = 0; e < entries; e++) (postingStart[(sortedLexemes[e] as number) + 1] as number)++;
  for (let l = 0; l < lexemes.length; l++)
    postingStart[l + 1] = (postingStart[l + 1] as number) + (postingStart[l] as number);
  const fill = postingStart.slice(0, lexemes.length);
  const postings = new Int32Array(entries);
  const postingWeights = new Float32Array(entries);
  const pairs = pairSums(docStart, sortedStart, sortedPositions);
  const postingOther = new Uint8Array(entries);
  const postingSelf = new Uint8Array(entries);
  for (let d = 0; d < n; d++) {
    for (let e = docStart[d] as number; e < (docStart[d + 1] as number); e++) {
      const lexeme = sortedLexemes[e] as number;
      const slot = (fill[lexeme] as number)++;
      postings[slot] = d;
      postingWeights[slot] = rankOrEntry(sortedStart, sortedPositions, e);
      postingOther[slot] = pairs.other[e] as number;
      postingSelf[slot] = pairs.self[e] as number;
    }
  }
  return {
    lexemes,
    docStart,
    docLexemes: sortedLexemes,
    entryStart: sortedStart,
    positions: sortedPositions,
    postingStart,
    postings,
    postingWeights,
    postingOther,
    postingSelf,
  };
}

/**
 * Lexeme id range [low, high) of a query operand: the lexeme itself, or every lexeme it is a prefix of (contiguous in
 * byte order, so both ends are binary searches).
 */
export function lexemeRange(lexemes: readonly string[], lexeme: string, prefix: boolean): [number, number] {
  let low = 0;
  let high = lexemes.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compareLexemes(lexemes[middle] as string, lexeme) < 0) low = middle + 1;
    else high = middle;
  }
  if (!prefix) return lexemes[low] === lexeme ? [low, low + 1] : [low, low];
  let end = low;
  high = lexemes.length;
  while (end < high) {
    const middle = (end + high) >>> 1;
    if ((lexemes[middle] as string).startsWith(lexeme)) end = middle + 1;
    else high = middle;
  }
  return [low, end];
}

/** Where a document's entries for lexemes [low, high) begin and end (its entries are sorted by lexeme id). */
export function entriesIn(text: TextColumn, doc: number, low: number, high: number): [number, number] {
  const { docStart, docLexemes } = text;
  const last = docStart[doc + 1] as number;
  let from = docStart[doc] as number;
  let to = last;
  while (from < to) {
    const middle = (from + to) >>> 1;
    if ((docLexemes[middle] as number) < low) from = middle + 1;
    else to = middle;
  }
  let end = from;
  while (end < last && (docLexemes[end] as number) < high) end++;
  return [from, end];
}
