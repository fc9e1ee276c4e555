import { describe, expect, it } from 'vitest';
import { paginationRange } from './paginationRange';

describe('paginationRange', () => {
  it('shows 2 edge pages and 3 around the current page on desktop', () => {
    expect(paginationRange({ current: 10, total: 20 })).toEqual([1, 2, '...', 9, 10, 11, '...', 19, 20]);
  });

  it('shows 1 edge page and 2 from the current page on mobile', () => {
    expect(paginationRange({ current: 10, total: 20, mobile: true })).toEqual([1, '...', 10, 11, '...', 20]);
  });

  it('keeps the window full at either end', () => {
    expect(paginationRange({ current: 1, total: 20 })).toEqual([1, 2, 3, '...', 19, 20]);
    expect(paginationRange({ current: 20, total: 20 })).toEqual([1, 2, '...', 18, 19, 20]);
    expect(paginationRange({ current: 20, total: 20, mobile: true })).toEqual([1, '...', 19, 20]);
  });

  it('shows a single hidden page instead of a gap', () => {
    expect(paginationRange({ current: 5, total: 20 })).toEqual([1, 2, 3, 4, 5, 6, '...', 19, 20]);
    expect(paginationRange({ current: 3, total: 8, mobile: true })).toEqual([1, 2, 3, 4, '...', 8]);
    expect(paginationRange({ current: 4, total: 8, mobile: true })).toEqual([1, '...', 4, 5, '...', 8]);
  });

  it('lists every page of a short listing', () => {
    expect(paginationRange({ current: 2, total: 9 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginationRange({ current: 2, total: 10 })).toEqual([1, 2, 3, '...', 9, 10]);
    expect(paginationRange({ current: 1, total: 6, mobile: true })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationRange({ current: 1, total: 7, mobile: true })).toEqual([1, 2, '...', 7]);
    expect(paginationRange({ current: 1, total: 1 })).toEqual([1]);
    expect(paginationRange({ current: 1, total: 2, mobile: true })).toEqual([1, 2]);
  });

  it('clamps a current page out of range', () => {
    expect(paginationRange({ current: 99, total: 20 })).toEqual(paginationRange({ current: 20, total: 20 }));
    expect(paginationRange({ current: -3, total: 20 })).toEqual(paginationRange({ current: 1, total: 20 }));
    expect(paginationRange({ current: Number.NaN, total: 20 })).toEqual(paginationRange({ current: 1, total: 20 }));
  });

  it('has nothing to show without pages', () => {
    expect(paginationRange({ current: 1, total: 0 })).toEqual([]);
    expect(paginationRange({ current: 1, total: Number.NaN })).toEqual([]);
  });
});
