import { describe, expect, it } from 'vitest';
import { defaultFuzzyLevel, readFuzzyLevel } from './fuzzyText';

describe('fuzzy text', () => {
  it('allows no edit up to 2 letters, 1 up to 5 and 2 beyond, as commercetools does', () => {
    expect(['at', 'psalm', 'psalms', 'shepherd'].map(defaultFuzzyLevel)).toEqual([0, 1, 2, 2]);
  });

  it('reads fuzzyLevel 0 to 2 from GraphQL numbers or REST text, and refuses anything else', () => {
    expect([undefined, null, 0, 2, '1'].map(readFuzzyLevel)).toEqual([undefined, undefined, 0, 2, 1]);
    for (const bad of [3, -1, 1.5, '3', 'one', true]) {
      expect(() => readFuzzyLevel(bad)).toThrow('The fuzzyLevel parameter must be in the range of [0..2]');
    }
  });
});
