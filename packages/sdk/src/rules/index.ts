// The rules-only entry, `@bookshop/sdk/rules`: pure functions, schemas and constants, no transport code.

export type { Money, Price } from '../search/searchTypes';
export { formatMoney, type PriceText, priceDisplay } from './priceDisplay';
export type { SearchSort, SearchState } from './searchState';
export { SEARCH_FILTER_WHITELIST, searchspringParams } from './searchspringParams';
