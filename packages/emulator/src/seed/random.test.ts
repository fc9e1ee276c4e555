import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const sequence = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(sequence(42)).toEqual(sequence(42));
    expect(sequence(42)).not.toEqual(sequence(43));
  });

  it('keeps int within bounds and pick within the list', () => {
    const random = createRandom(7);
    for (let i = 0; i < 1000; i++) {
      const value = random.int(3, 5);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(5);
      expect(['a', 'b']).toContain(random.pick(['a', 'b']));
    }
  });
});
