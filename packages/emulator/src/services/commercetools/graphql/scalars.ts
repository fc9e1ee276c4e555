import { GraphQLError, type GraphQLSchema, isScalarType, Kind, type ValueNode } from 'graphql';

/**
 * Whether a date's year, month and day name a real day. `Date.parse` rolls '2026-02-30' over to 2 March instead of
 * refusing it, so the parts are read back and compared.
 */
function realDay(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  return date.getUTCFullYear() === year && date.getUTCMonth() === (month ?? 0) - 1 && date.getUTCDate() === day;
}

const CURRENCY_CODE = {
  expected: 'a three-letter currency code, e.g. "AUD"',
  accepts: (value: unknown) => typeof value === 'string' && /^[A-Z]{3}$/.test(value),
};

/**
 * What an input value of each of the SDL's custom scalars must look like. `buildSchema` makes every custom scalar
 * accept anything as given, so without these a cart line's `addedAt: "not-a-date"` (or an object, or an array
 * nested 20,000 deep) would be stored. Scalars not listed here (`Json`, `SearchValueType`, …) really do take any
 * JSON.
 */
const INPUT_CHECKS: Record<
  string,
  { expected: string; accepts(value: unknown): boolean; read?(value: unknown): unknown }
> = {
  DateTime: {
    expected: 'an ISO 8601 date and time, e.g. "2026-11-26T09:30:00.000Z"',
    accepts: (value) =>
      typeof value === 'string' &&
      /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
      realDay(value),
  },
  Date: {
    expected: 'a date, e.g. "2026-11-26"',
    accepts: (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && realDay(value),
  },
  Time: {
    expected: 'a time, e.g. "09:30:00.000"',
    accepts: (value) => typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,3})?$/.test(value),
  },
  YearMonth: {
    expected: 'a year and month, e.g. "2026-11"',
    accepts: (value) => typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value),
  },
  // A version or a count; clients send it as a JSON number, some as a string of digits.
  Long: {
    expected: 'a whole number',
    accepts: (value) =>
      (typeof value === 'number' && Number.isSafeInteger(value)) ||
      (typeof value === 'string' && /^-?\d{1,15}$/.test(value)),
    // Resolvers get a number either way.
    read: Number,
  },
  Locale: {
    expected: 'a locale, e.g. "en-AU"',
    accepts: (value) => typeof value === 'string' && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(value),
  },
  Country: {
    expected: 'a two-letter country code, e.g. "AU"',
    accepts: (value) => typeof value === 'string' && /^[A-Z]{2}$/.test(value),
  },
  // The SDL names the same thing twice.
  CurrencyCode: CURRENCY_CODE,
  Currency: CURRENCY_CODE,
};

/** An inline literal's plain value: only strings and numbers can be a valid value of these scalars. */
function literalValue(node: ValueNode): unknown {
  if (node.kind === Kind.STRING) return node.value;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.FLOAT) return Number.parseFloat(node.value);
  return undefined;
}

/**
 * Gives the schema's custom scalars their input checks. A variable that fails one is refused before anything runs
 * (graphql-js names the variable and the scalar); an inline literal that fails one is a validation error.
 */
export function checkScalarInputs(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, check] of Object.entries(INPUT_CHECKS)) {
    const type = schema.getType(name);
    if (!isScalarType(type)) throw new Error(`The SDL has no scalar ${name}`);
    const parse = (value: unknown) => {
      if (!check.accepts(value)) throw new GraphQLError(`Expected ${check.expected}.`);
      return check.read ? check.read(value) : value;
    };
    type.parseValue = parse;
    type.parseLiteral = (node) => parse(literalValue(node));
  }
  return schema;
}
