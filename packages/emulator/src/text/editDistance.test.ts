import { describe, expect, it } from 'vitest';
import { editDistance } from './editDistance';

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions, and stops once over the limit', () => {
    expect(editDistance('grace', 'grace', 2)).toBe(0);
    expect(editDistance('grace', 'grase', 2)).toBe(1);
    expect(editDistance('shepherd', 'shepard', 2)).toBe(2);
    expect(editDistance('psalm', 'psalms', 1)).toBe(1);
    expect(editDistance('truth', 'trust', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
    // Two letters swapped are one edit.
    expect(editDistance('grcae', 'grace', 1)).toBe(1);
  });
});
