import { FACETS, type FacetDefinition } from './facets';
import { SORT_OPTIONS } from './searchRequest';

/** search.json's page size when a request names none (searchRequest.ts). */
const DEFAULT_PAGE_SIZE = 30;

function facetDisplay(facet: FacetDefinition) {
  const common = { label: facet.label, collapsed: facet.kind === 'list' && facet.collapse === 1 };
  switch (facet.kind) {
    case 'hierarchy':
      return { display: 'hierarchy', ...common, multiple: 'single', hierarchyDelimiter: '>' };
    case 'slider':
      return { display: 'slider', ...common, formatSeparator: '-', formatValue: '$%01.2f' };
    default:
      return { display: 'list', ...common, multiple: facet.field === 'rating' ? 'single' : 'or' };
  }
}

/**
 * `/api/meta/meta.json`: how the site's search is set up, from the same definitions search.json answers with —
 * its sort options, every facet keyed by field with how it displays, the default page size, and badges (the
 * bookshop configures none, so the locations are empty and there are no tags).
 */
export function siteMeta() {
  return {
    sortOptions: SORT_OPTIONS.map((option) => ({
      type: option.field === 'relevance' ? 'relevance' : 'field',
      ...option,
    })),
    facets: Object.fromEntries(FACETS.map((facet) => [facet.field, facetDisplay(facet)])),
    pagination: { defaultPageSize: DEFAULT_PAGE_SIZE },
    badges: { locations: { left: [], right: [], callout: [] }, tags: {} },
  };
}
