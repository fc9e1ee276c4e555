import { expect, it } from 'vitest';
import * as api from './index';

// The public names are the API apps import: a change here is a deliberate, versioned change.
it('exports exactly these names from @bookshop/react', () => {
  expect(Object.keys(api).sort()).toEqual([
    'Carousel',
    'FacetList',
    'LayoutToggle',
    'LoginForm',
    'PRICE_MAX_STORAGE_KEY',
    'PRICE_MIN_STORAGE_KEY',
    'Pagination',
    'Price',
    'PriceRange',
    'SearchBox',
    'SessionProvider',
    'carouselEnds',
    'carouselSliderOptions',
    'carouselTarget',
    'clearStoredPriceRange',
    'createAutocompleteController',
    'createLoginController',
    'createPriceRangeController',
    'facetScrolls',
    'filterFacetOptions',
    'optionsOf',
    'paginationParts',
    'searchHref',
    'seeMore',
    'toggleFacetValue',
    'useAutocomplete',
    'useLogin',
    'usePriceRange',
    'useSession',
    'useSessionApi',
    'useSignOut',
  ]);
});
