'use client';

import { FacetList, PriceRange, usePriceRange } from '@bookshop/react';
import type { SearchFacet } from '@bookshop/sdk';
import { type PriceRange as Range, SEARCH_FILTER_WHITELIST, type SearchState } from '@bookshop/sdk/rules';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { BASE_CURRENCY, type DisplayCurrency } from '@/lib/currency/displayCurrency';
import styles from './FacetFilters.module.css';
import { useListingNavigation } from './ListingNavigation';
import { priceRangeStorage } from './priceRangeRoute';

const AUTHORS = 'authors';
const PRICE = 'price';

/**
 * The facet filters of a listing (spec C2, C9): the price slider and one checkbox list per facet the URL can carry
 * (authors with a text filter). Every change pushes a new URL from page 1, so the server renders the new results and
 * back and forward walk through the filters.
 */
export function FacetFilters({
  facets,
  currency,
}: {
  facets: SearchFacet[];
  /** The currency the products' prices are shown in; the price filter works in the catalogue's own. */
  currency: DisplayCurrency;
}) {
  // The state as asked for: a ticked box shows at once, while the server renders the new results.
  const { state, navigate, pending } = useListingNavigation();
  const go = (update: (current: SearchState) => SearchState) =>
    navigate((current) => ({ ...update(current), currentPage: 1 }), { scroll: false });
  return (
    <div className={styles.facets} data-state={pending ? 'pending' : 'idle'}>
      <h2 className={styles.title}>Filter by</h2>
      {facets.map((facet) => {
        if (facet.type === 'slider' && facet.field === PRICE && facet.range) {
          return (
            <PriceFacet
              key={facet.field}
              facet={facet}
              range={facet.range}
              state={state}
              go={go}
              // Prices shown converted (NZD) would otherwise read as if the filter's dollars were the same dollars.
              label={currency === BASE_CURRENCY ? facet.label : `${facet.label} (${BASE_CURRENCY})`}
            />
          );
        }
        if (facet.type !== 'list' || !facet.values.length) return null;
        if (facet.field === AUTHORS) {
          return (
            <FacetList
              key={facet.field}
              label={facet.label}
              options={facet.values}
              value={state.authors ?? []}
              filterable
              className={styles.facet}
              classNames={styles}
              onValueChange={(authors) => go((current) => ({ ...current, authors }))}
            />
          );
        }
        if (!SEARCH_FILTER_WHITELIST.includes(facet.field)) return null;
        return (
          <FacetList
            key={facet.field}
            label={facet.label}
            options={facet.values}
            multiple={facet.multiple}
            value={state.filters?.[facet.field] ?? []}
            className={styles.facet}
            classNames={styles}
            onValueChange={(values) =>
              go((current) => ({ ...current, filters: { ...current.filters, [facet.field]: values } }))
            }
          />
        );
      })}
    </div>
  );
}

function PriceFacet({
  facet,
  range,
  state,
  go,
  label,
}: {
  facet: SearchFacet;
  range: Range;
  state: SearchState;
  go: (update: (current: SearchState) => SearchState) => void;
  label: string;
}) {
  const pathname = usePathname();
  // The kept range is tagged with this listing's path; `PriceRangeRouteReset` forgets it on any other route.
  const [storage] = useState(() => {
    try {
      return typeof window === 'undefined' ? null : priceRangeStorage(pathname, window.localStorage);
    } catch {
      // Storage can be switched off; the filter still works without it.
      return null;
    }
  });
  const priceRange = usePriceRange({
    bounds: range,
    active: state.price ?? null,
    storage,
    onCommit: (price) => go((current) => ({ ...current, price: price ?? undefined })),
  });
  return (
    <PriceRange
      priceRange={priceRange}
      bounds={range}
      step={facet.step}
      label={label}
      className={styles.facet}
      classNames={styles}
    />
  );
}
