// Test-only: compares the shape (keys and value types) of an emulator answer with a recorded real one.

const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export interface ShapeDiffOptions {
  /** Keys only the emulator answers, as dotted paths with `[]` for array elements: additions must be deliberate. */
  extraKeys?: string[];
  /** Paths not compared at all. */
  ignore?: string[];
  /** Objects whose keys are data (localized strings and similar maps): only the value types must agree. */
  maps?: string[];
}

/**
 * Differences in shape between a recorded real answer and the emulator's: every key of the recorded one must exist
 * with the same value type, recursively (a recorded `null` only matches `null`); arrays compare their first elements
 * when both have one. Keys only the emulator answers must be declared in `extraKeys`, and `maps` names objects whose
 * keys are data. Paths read like `results[].name`; the root is `(root)`.
 */
export function shapeDiff(recorded: unknown, ours: unknown, options: ShapeDiffOptions = {}, path = ''): string[] {
  if (options.ignore?.includes(path)) return [];
  const expected = kind(recorded);
  const actual = kind(ours);
  if (expected !== actual) return [`${path || '(root)'}: expected ${expected}, got ${actual}`];
  if (expected === 'array') {
    const [first] = recorded as unknown[];
    const [mine] = ours as unknown[];
    return first !== undefined && mine !== undefined ? shapeDiff(first, mine, options, `${path}[]`) : [];
  }
  if (expected !== 'object') return [];
  if (options.maps?.includes(path.replace(/^results\[\]\./, ''))) {
    const sample = Object.values(recorded as object)[0];
    return Object.entries(ours as object).flatMap(([key, value]) =>
      sample === undefined || kind(sample) === kind(value)
        ? []
        : [`${path}.${key}: expected ${kind(sample)}, got ${kind(value)}`],
    );
  }
  const problems: string[] = [];
  const left = recorded as Record<string, unknown>;
  const right = ours as Record<string, unknown>;
  for (const key of Object.keys(left)) {
    const at = path ? `${path}.${key}` : key;
    if (options.ignore?.includes(at)) continue;
    if (!(key in right)) problems.push(`${at}: missing`);
    else problems.push(...shapeDiff(left[key], right[key], options, at));
  }
  for (const key of Object.keys(right)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in left) && !options.extraKeys?.includes(at) && !options.ignore?.includes(at))
      problems.push(`${at}: not in the recorded answer`);
  }
  return problems;
}
