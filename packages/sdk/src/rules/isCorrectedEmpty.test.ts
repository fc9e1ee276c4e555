import { describe, expect, it } from 'vitest';
import { isCorrectedEmpty } from './isCorrectedEmpty';

describe('isCorrectedEmpty', () => {
  it('empties a corrected query of 6 or more characters', () => {
    expect(isCorrectedEmpty('rumper', 'romper')).toBe(true);
    expect(isCorrectedEmpty(' 9780310 ', '9780311')).toBe(true);
  });

  it('keeps results for shorter queries', () => {
    expect(isCorrectedEmpty('rumpr', 'romper')).toBe(false);
    expect(isCorrectedEmpty('  rump  ', 'romp')).toBe(false);
  });

  it('keeps results when nothing was corrected', () => {
    expect(isCorrectedEmpty('romper', undefined)).toBe(false);
    expect(isCorrectedEmpty('romper', null)).toBe(false);
    expect(isCorrectedEmpty('romper', ' ')).toBe(false);
    expect(isCorrectedEmpty('Romper', 'romper')).toBe(false);
  });
});
