import type { SearchState } from '@bookshop/sdk/rules';
import { describe, expect, it } from 'vitest';
import { listingCrumbs } from './listingCrumbs';

const state = (parts: Partial<SearchState>) => ({ currentPage: 1, ...parts }) as SearchState;

describe('listingCrumbs', () => {
  it('ends a search with what was searched for, and a landing page with its name, never its tag', () => {
    expect(listingCrumbs(state({ q: 'grace' }), null).at(-1)?.label).toBe('Search: grace');
    expect(listingCrumbs(state({ tag: 'staff-picks' }), null, 'Staff Picks').at(-1)?.label).toBe('Staff Picks');
    expect(listingCrumbs(state({ tag: 'staff-picks' }), null).at(-1)?.label).toBe('Staff picks');
    expect(listingCrumbs(state({}), null)).toEqual([{ label: 'Home', href: '/' }]);
  });
});
