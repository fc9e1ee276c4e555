const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/**
 * Differences in shape between a recorded real answer and the emulator's: every key of `expected` must exist in
 * `actual` with the same JSON type, recursively (extra keys are allowed; values are not compared). Lists compare
 * their first items when both have one. A `null` in the recording accepts any value, since the real service sends
 * null for fields it sometimes fills.
 */
export function shapeDiff(expected: unknown, actual: unknown, path = '$'): string[] {
  const [want, got] = [kind(expected), kind(actual)];
  if (want === 'null') return [];
  if (want !== got) return [`${path}: expected ${want}, got ${got}`];
  if (want === 'array') {
    const [first, mine] = [(expected as unknown[])[0], (actual as unknown[])[0]];
    return first === undefined || mine === undefined ? [] : shapeDiff(first, mine, `${path}[0]`);
  }
  if (want === 'object') {
    return Object.entries(expected as Record<string, unknown>).flatMap(([key, value]) =>
      key in (actual as Record<string, unknown>)
        ? shapeDiff(value, (actual as Record<string, unknown>)[key], `${path}.${key}`)
        : [`${path}.${key}: missing`],
    );
  }
  return [];
}
