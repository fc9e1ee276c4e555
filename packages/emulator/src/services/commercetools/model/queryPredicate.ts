import { invalidInput } from '../errors';

/** A compiled query predicate: does this resource (as its REST JSON) match? */
export type Predicate = (resource: unknown) => boolean;

type Token = { kind: 'string' | 'number' | 'word' | 'var' | 'punct'; text: string };

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  const pattern =
    /\s*(?:"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?)(?![A-Za-z_-])|:([A-Za-z_][A-Za-z0-9_]*)|([A-Za-z_][A-Za-z0-9_-]*)|(!=|<>|>=|<=|[()=<>,]))/y;
  let at = 0;
  while (at < source.length) {
    if (/^\s*$/.test(source.slice(at))) break;
    pattern.lastIndex = at;
    const match = pattern.exec(source);
    if (!match) throw invalidInput(`Malformed where-predicate near '${source.slice(at, at + 20)}'.`);
    if (match[1] !== undefined) tokens.push({ kind: 'string', text: match[1].replace(/\\(.)/g, '$1') });
    else if (match[2] !== undefined) tokens.push({ kind: 'number', text: match[2] });
    else if (match[3] !== undefined) tokens.push({ kind: 'var', text: match[3] });
    else if (match[4] !== undefined) tokens.push({ kind: 'word', text: match[4] });
    else tokens.push({ kind: 'punct', text: match[5] as string });
    at = pattern.lastIndex;
  }
  return tokens;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const field = (resource: unknown, name: string): unknown =>
  resource && typeof resource === 'object' ? (resource as Record<string, unknown>)[name] : undefined;

function compare(actual: unknown, op: string, expected: unknown): boolean {
  return asList(actual).some((value) => {
    if (value === undefined || value === null) return op === '!=' || op === '<>' ? expected !== null : false;
    switch (op) {
      case '=':
        return value === expected;
      case '!=':
      case '<>':
        return value !== expected;
      case '>':
        return (value as number) > (expected as number);
      case '>=':
        return (value as number) >= (expected as number);
      case '<':
        return (value as number) < (expected as number);
      default:
        return (value as number) <= (expected as number);
    }
  });
}

/** A parsed query predicate. */
export type PredicateNode =
  | { kind: 'or' | 'and'; parts: PredicateNode[] }
  | { kind: 'not'; inner: PredicateNode }
  | { kind: 'nested'; field: string; inner: PredicateNode }
  | { kind: 'compare'; field: string; op: string; value: unknown }
  | { kind: 'in'; field: string; values: unknown[]; negated: boolean }
  | { kind: 'defined' | 'empty'; field: string; negated: boolean };

/**
 * Parses a commercetools query predicate (the `where` parameter): comparisons (`= != <> < <= > >=`), nested
 * fields (`parent(id = "…")`, `slug(en-AU = "…")`), `in (…)`, `not in`, `is defined`, `is not defined`,
 * `is empty`, `and`, `or`, `not (…)`, parentheses and `:variables`. Malformed text is `InvalidInput`.
 */
export function parsePredicate(source: string, variables: Record<string, string[]> = {}): PredicateNode {
  if (source.length > 10_000) throw invalidInput('The where-predicate is too long.');
  const tokens = tokenize(source);
  let position = 0;
  let depth = 0;
  const peek = () => tokens[position];
  const isWord = (token: Token | undefined, word: string) =>
    token?.kind === 'word' && token.text.toLowerCase() === word;
  const expect = (text: string) => {
    const token = tokens[position++];
    if (token?.kind !== 'punct' || token.text !== text)
      throw invalidInput(`Malformed where-predicate: expected '${text}'.`);
  };
  const value = (): unknown => {
    const token = tokens[position++];
    if (!token) throw invalidInput('Malformed where-predicate: a value is missing.');
    if (token.kind === 'string') return token.text;
    if (token.kind === 'number') return Number(token.text);
    if (token.kind === 'var') {
      const bound = variables[token.text];
      if (!bound?.length)
        throw invalidInput(`The predicate variable ':${token.text}' is not given (var.${token.text}).`);
      return bound.length === 1 ? bound[0] : bound;
    }
    if (isWord(token, 'true')) return true;
    if (isWord(token, 'false')) return false;
    throw invalidInput(`Malformed where-predicate: unexpected '${token.text}'.`);
  };

  function disjunction(): PredicateNode {
    if (++depth > 32) throw invalidInput('The where-predicate is nested too deeply.');
    const parts = [conjunction()];
    while (isWord(peek(), 'or')) {
      position++;
      parts.push(conjunction());
    }
    depth--;
    return parts.length === 1 ? (parts[0] as PredicateNode) : { kind: 'or', parts };
  }
  function conjunction(): PredicateNode {
    const parts = [unary()];
    while (isWord(peek(), 'and')) {
      position++;
      parts.push(unary());
    }
    return parts.length === 1 ? (parts[0] as PredicateNode) : { kind: 'and', parts };
  }
  function unary(): PredicateNode {
    const token = peek();
    if (isWord(token, 'not') && tokens[position + 1]?.text === '(') {
      position += 2;
      const inner = disjunction();
      expect(')');
      return { kind: 'not', inner };
    }
    if (token?.kind === 'punct' && token.text === '(') {
      position++;
      const inner = disjunction();
      expect(')');
      return inner;
    }
    return comparison();
  }
  function comparison(): PredicateNode {
    const name = tokens[position++];
    if (name?.kind !== 'word') throw invalidInput('Malformed where-predicate: a field name is expected.');
    const field = name.text;
    const next = peek();
    if (next?.kind === 'punct' && next.text === '(') {
      position++;
      const inner = disjunction();
      expect(')');
      return { kind: 'nested', field, inner };
    }
    if (isWord(next, 'is')) {
      position++;
      const negated = isWord(peek(), 'not');
      if (negated) position++;
      const what = tokens[position++];
      if (isWord(what, 'defined')) return { kind: 'defined', field, negated };
      if (isWord(what, 'empty')) return { kind: 'empty', field, negated };
      throw invalidInput("Malformed where-predicate: expected 'defined' or 'empty' after 'is'.");
    }
    const negated = isWord(next, 'not') && isWord(tokens[position + 1], 'in');
    if (isWord(next, 'in') || negated) {
      position += negated ? 2 : 1;
      const values: unknown[] = [];
      if (peek()?.kind === 'var') values.push(value());
      else {
        expect('(');
        values.push(value());
        while (peek()?.text === ',') {
          position++;
          values.push(value());
        }
        expect(')');
      }
      return { kind: 'in', field, values: values.flat(), negated };
    }
    if (next?.kind !== 'punct' || !['=', '!=', '<>', '<', '<=', '>', '>='].includes(next.text)) {
      throw invalidInput(`Malformed where-predicate: an operator is expected after '${field}'.`);
    }
    position++;
    return { kind: 'compare', field, op: next.text, value: value() };
  }

  const node = disjunction();
  if (position < tokens.length) throw invalidInput(`Malformed where-predicate near '${tokens[position]?.text}'.`);
  return node;
}

/** Evaluates a parsed predicate against a resource's REST JSON. */
function evaluate(node: PredicateNode): Predicate {
  switch (node.kind) {
    case 'or': {
      const parts = node.parts.map(evaluate);
      return (resource) => parts.some((part) => part(resource));
    }
    case 'and': {
      const parts = node.parts.map(evaluate);
      return (resource) => parts.every((part) => part(resource));
    }
    case 'not': {
      const inner = evaluate(node.inner);
      return (resource) => !inner(resource);
    }
    case 'nested': {
      const inner = evaluate(node.inner);
      return (resource) => asList(field(resource, node.field)).some((nested) => nested != null && inner(nested));
    }
    case 'defined':
      return (resource) => (field(resource, node.field) != null) !== node.negated;
    case 'empty':
      return (resource) => {
        const actual = field(resource, node.field);
        return (Array.isArray(actual) && actual.length === 0) !== node.negated;
      };
    case 'in':
      return (resource) =>
        asList(field(resource, node.field)).some((actual) => node.values.includes(actual)) !== node.negated;
    case 'compare':
      return (resource) => compare(field(resource, node.field), node.op, node.value);
  }
}

/** Compiles a query predicate (see `parsePredicate`) into a test of a resource's REST JSON. */
export function compilePredicate(source: string, variables: Record<string, string[]> = {}): Predicate {
  return evaluate(parsePredicate(source, variables));
}

/** Compiles `sort` parameters (`path asc|desc`, dotted paths like `name.en-AU`) into a comparator. */
export function compileSort(sorts: string[]): (a: unknown, b: unknown) => number {
  const keys = sorts.map((sort) => {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_-]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*)\s+(asc|desc)\s*$/i.exec(sort);
    if (!match) throw invalidInput(`Invalid sort expression '${sort.slice(0, 80)}'.`);
    return { path: (match[1] as string).split('.'), direction: (match[2] as string).toLowerCase() === 'asc' ? 1 : -1 };
  });
  const at = (resource: unknown, path: string[]) => path.reduce<unknown>((value, part) => field(value, part), resource);
  return (a, b) => {
    for (const { path, direction } of keys) {
      const left = at(a, path);
      const right = at(b, path);
      if (left === right) continue;
      if (left == null) return 1;
      if (right == null) return -1;
      return (left < right ? -1 : 1) * direction;
    }
    return 0;
  };
}
