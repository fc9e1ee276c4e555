'use client';

import { LayoutToggle, type ListingLayout, useChosenBeforeHydration } from '@bookshop/react';
import type { SortOption } from '@bookshop/sdk';
import { PAGE_SIZES, type SearchState } from '@bookshop/sdk/rules';
import { useId, useRef } from 'react';
import { useListingNavigation } from './ListingNavigation';
import styles from './ListingToolbar.module.css';

const sortKey = (sort: { field: string; direction: string }) => `${sort.field}:${sort.direction}`;

/** The state sorted by a select's `field:direction` key, from page 1. */
function withSort(current: SearchState, key: string): SearchState {
  const [field = '', direction] = key.split(':');
  return { ...current, sort: { field, direction: direction === 'asc' ? 'asc' : 'desc' }, currentPage: 1 };
}

/** The state at a select's page size, from page 1. */
const withPageSize = (current: SearchState, size: string): SearchState => ({
  ...current,
  resultsPerPage: Number(size),
  currentPage: 1,
});

/** The sort and layout bar: 'Sort by', grid or list, results per page; every change is a new URL (spec C2). */
export function ListingToolbar({ sortOptions }: { sortOptions: SortOption[] }) {
  const { state, layout, navigate } = useListingNavigation();
  const id = useId();
  const bar = useRef<HTMLDivElement>(null);
  const go = (next: SearchState | ((current: SearchState) => SearchState), nextLayout: ListingLayout = layout) =>
    navigate(next, { layout: nextLayout, scroll: false });
  // A sort or page size chosen on the server's page before the scripts arrived applies once they have.
  useChosenBeforeHydration(bar, ({ sort, resultsPerPage }) =>
    go((current) => {
      const sorted = sort ? withSort(current, sort) : current;
      return resultsPerPage ? withPageSize(sorted, resultsPerPage) : sorted;
    }),
  );
  const options = sortOptions.filter((option) => option.direction !== '');
  const active = state.sort ? sortKey(state.sort) : (options.find((option) => option.active) ?? options[0]);
  const selected = typeof active === 'string' ? active : active ? sortKey(active) : '';
  return (
    <div ref={bar} className={styles.toolbar}>
      {options.length ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-sort`}>Sort by</label>
          <select
            id={`${id}-sort`}
            name="sort"
            value={selected}
            onChange={(event) => go((current) => withSort(current, event.target.value))}
          >
            {options.map((option) => (
              <option key={sortKey(option)} value={sortKey(option)}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={`${id}-size`}>Per page</label>
        <select
          id={`${id}-size`}
          name="resultsPerPage"
          value={state.resultsPerPage ?? PAGE_SIZES[0]}
          onChange={(event) => go((current) => withPageSize(current, event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <LayoutToggle
        className={styles.layout}
        classNames={{ button: styles.layoutButton }}
        value={layout}
        onValueChange={(next) => go((current) => current, next)}
        gridIcon={<GridIcon />}
        listIcon={<ListIcon />}
      />
    </div>
  );
}

function GridIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" fill="currentColor">
      <rect x="1" y="1" width="7" height="7" />
      <rect x="10" y="1" width="7" height="7" />
      <rect x="1" y="10" width="7" height="7" />
      <rect x="10" y="10" width="7" height="7" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" fill="currentColor">
      <rect x="1" y="2" width="16" height="3" />
      <rect x="1" y="7.5" width="16" height="3" />
      <rect x="1" y="13" width="16" height="3" />
    </svg>
  );
}
