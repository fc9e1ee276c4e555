/** Reads a dotted path, flattening through lists as Contentstack queries do ('address.state', 'author.uid'). */
function valuesAt(value: unknown, path: string[]): unknown[] {
  if (!path.length) return Array.isArray(value) ? value : [value];
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, path));
  if (value === null || typeof value !== 'object') return [];
  const [head, ...rest] = path as [string, ...string[]];
  return valuesAt((value as Record<string, unknown>)[head], rest);
}

const compare = (a: unknown, b: unknown) =>
  typeof a === typeof b && (typeof a === 'number' || typeof a === 'string')
    ? a < (b as typeof a)
      ? -1
      : a > (b as typeof a)
        ? 1
        : 0
    : NaN;

function matchesCondition(values: unknown[], condition: unknown): boolean {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) {
    return values.some((value) => value === condition);
  }
  return Object.entries(condition as Record<string, unknown>).every(([operator, operand]) => {
    switch (operator) {
      case '$in':
        return Array.isArray(operand) && values.some((value) => operand.includes(value));
      case '$nin':
        return Array.isArray(operand) && !values.some((value) => operand.includes(value));
      case '$ne':
        return !values.some((value) => value === operand);
      case '$exists':
        return values.some((value) => value !== undefined && value !== null) === Boolean(operand);
      case '$regex': {
        const flags = String((condition as Record<string, unknown>).$options ?? '').replace(/[^imsu]/g, '');
        let pattern: RegExp;
        try {
          pattern = new RegExp(String(operand).slice(0, 200), flags);
        } catch {
          return false;
        }
        return values.some((value) => typeof value === 'string' && pattern.test(value));
      }
      case '$options':
        return true;
      case '$lt':
        return values.some((value) => compare(value, operand) < 0);
      case '$lte':
        return values.some((value) => compare(value, operand) <= 0);
      case '$gt':
        return values.some((value) => compare(value, operand) > 0);
      case '$gte':
        return values.some((value) => compare(value, operand) >= 0);
      default:
        // A plain object value: an exact match on a group field.
        return values.some((value) => JSON.stringify(value) === JSON.stringify(condition));
    }
  });
}

/**
 * Whether an entry matches a Content Delivery API `query`: field equality (dotted paths, lists match any item),
 * `$in`, `$nin`, `$ne`, `$exists`, `$regex` (+ `$options`), `$lt`/`$lte`/`$gt`/`$gte`, `$and` and `$or`.
 */
export function matchQuery(entry: Record<string, unknown>, query: Record<string, unknown>): boolean {
  return Object.entries(query).every(([key, condition]) => {
    if (key === '$and' || key === '$or') {
      if (!Array.isArray(condition)) return false;
      const parts = condition.filter((part) => part && typeof part === 'object') as Record<string, unknown>[];
      return key === '$and'
        ? parts.every((part) => matchQuery(entry, part))
        : parts.some((part) => matchQuery(entry, part));
    }
    return matchesCondition(valuesAt(entry, key.split('.')), condition);
  });
}
