import type { CategoryTree } from './categoryTree';
import type { FacetCount } from './facetCounts';
import { FACETS, type FacetDefinition } from './facets';
import { resultRecord } from './resultRecord';
import type { SearchOutcome } from './runSearch';
import { type SearchRequest, SORT_OPTIONS } from './searchRequest';

const money = (amount: number) => `$${amount.toFixed(2)}`;

/** An empty merchandising block, filled with what a redirect or a landing page adds. */
export function merchandising(outcome: Pick<SearchOutcome, 'redirect' | 'landingPage'>) {
  const page = outcome.landingPage;
  return {
    redirect: outcome.redirect ?? '',
    is_elevated: [],
    elevated: [],
    removed: [],
    content: page?.bannerHtml ? { header: [page.bannerHtml] } : {},
    facets: [],
    facetsHide: [],
    experiments: [],
    variants: [],
    personalized: false,
    triggeredCampaigns: page ? [{ id: `landing-${page.tag}`, title: page.title, type: 'landing-page' }] : null,
  };
}

function hierarchyValues(count: FacetCount, tree: CategoryTree, selected: string | undefined) {
  const totals = new Map<string, number>();
  for (const { value: key, count: n } of count.values) {
    for (let node = tree.byKey.get(key); node; node = node.parentKey ? tree.byKey.get(node.parentKey) : undefined) {
      totals.set(node.key, (totals.get(node.key) ?? 0) + n);
    }
  }
  const active = selected ? tree.resolve(selected) : undefined;
  const history = [];
  for (let node = active; node; node = node.parentKey ? tree.byKey.get(node.parentKey) : undefined) {
    history.unshift({
      active: node === active,
      type: 'value',
      value: node.path,
      label: node.name,
      count: totals.get(node.key) ?? 0,
      history: true,
    });
  }
  const children = [...tree.byKey.values()]
    .filter((node) => node.parentKey === (active?.key ?? null) && (totals.get(node.key) ?? 0) > 0)
    .map((node) => ({
      active: false,
      type: 'value',
      value: node.path,
      label: node.name,
      count: totals.get(node.key) ?? 0,
    }));
  return [...history, ...children];
}

function facetJson(facet: FacetDefinition, count: FacetCount, request: SearchRequest, tree: CategoryTree) {
  const selected = request.filters.values[facet.field] ?? [];
  const common = { field: facet.field, label: facet.label };
  switch (facet.kind) {
    case 'hierarchy': {
      // A facet with no values is left out, as the real service does (only sliders carry `values: []`).
      const values = hierarchyValues(count, tree, selected[0]);
      if (!values.length) return undefined;
      return {
        ...common,
        type: 'hierarchy',
        multiple: 'single',
        collapse: 0,
        facet_active: selected.length ? 1 : 0,
        hierarchyDelimiter: '>',
        values,
      };
    }
    case 'slider': {
      if (!count.range) return undefined;
      const range = [Math.floor(count.range.low / 100), Math.ceil(count.range.high / 100)];
      const chosen = request.filters.ranges[facet.field];
      return {
        ...common,
        type: 'slider',
        collapse: 0,
        facet_active: chosen ? 1 : 0,
        step: 5,
        range,
        active: [chosen?.low ?? range[0], chosen?.high ?? range[1]],
        values: [],
        format: '$%01.2f - $%01.2f',
      };
    }
    default: {
      if (!count.values.length) return undefined;
      const labels =
        facet.kind === 'derived' ? new Map(facet.buckets.map((bucket) => [bucket.value, bucket.label])) : undefined;
      return {
        ...common,
        type: 'list',
        multiple: facet.field === 'rating' ? 'single' : 'or',
        collapse: facet.kind === 'list' ? facet.collapse : 0,
        facet_active: selected.length ? 1 : 0,
        values: count.values.map(({ value, count: n }) => ({
          active: selected.includes(value),
          type: 'value',
          value,
          label: labels?.get(value) ?? value,
          count: n,
        })),
      };
    }
  }
}

function filterSummary(request: SearchRequest) {
  const labelOf = (field: string) => FACETS.find((facet) => facet.field === field)?.label ?? field;
  return [
    ...Object.entries(request.filters.values).flatMap(([field, values]) =>
      values.map((value) => ({
        field,
        value,
        label: `${labelOf(field)}: ${value}`,
        filterLabel: labelOf(field),
        filterValue: value,
      })),
    ),
    ...Object.entries(request.filters.ranges).map(([field, range]) => {
      const text = `${money(range.low ?? 0)} - ${range.high === undefined ? '*' : money(range.high)}`;
      return {
        field,
        value: { rangeLow: range.low ?? null, rangeHigh: range.high ?? null },
        label: `${labelOf(field)}: ${text}`,
        filterLabel: labelOf(field),
        filterValue: text,
      };
    }),
  ];
}

/** The native search.json answer for a request and its outcome, in the shape the real service sends. */
export function searchResponse(request: SearchRequest, outcome: SearchOutcome, origin: string, tree: CategoryTree) {
  const perPage = request.resultsPerPage;
  // A page size of 0 (snap's finder) asks for the counts only: there are no pages to turn.
  const totalPages = perPage ? Math.ceil(outcome.total / perPage) : 0;
  const begin = outcome.rows.length ? (request.page - 1) * perPage + 1 : 0;
  const shownQuery = outcome.query.corrected ?? request.q;
  const summary = filterSummary(request);
  return {
    pagination: {
      totalResults: outcome.total,
      begin,
      end: begin ? begin + outcome.rows.length - 1 : 0,
      currentPage: request.page,
      totalPages,
      previousPage: request.page > 1 ? request.page - 1 : 0,
      nextPage: request.page < totalPages ? request.page + 1 : 0,
      perPage,
      defaultPerPage: 30,
    },
    sorting: {
      options: SORT_OPTIONS.map((option) => ({
        ...option,
        active: option.field === outcome.sort.field && option.direction === outcome.sort.direction ? 1 : 0,
      })),
    },
    resultLayout: 'grid',
    results: outcome.rows.map((row) => resultRecord(row, request.siteId, origin, tree)),
    facets: FACETS.filter(
      (facet) =>
        !request.facetFields || request.facetFields.fields.includes(facet.field) === request.facetFields.include,
    )
      .map((facet) => facetJson(facet, outcome.facets.get(facet.field) ?? { values: [] }, request, tree))
      .filter((facet) => facet !== undefined),
    breadcrumbs: [
      ...(shownQuery
        ? [
            {
              field: '',
              label: `Search: "${shownQuery}"`,
              filterLabel: 'Search',
              filterValue: shownQuery,
              removeFilters: [],
              removeRefineQuery: [],
            },
          ]
        : []),
      ...summary.map((entry) => ({
        field: entry.field,
        label: entry.label,
        filterLabel: entry.filterLabel,
        filterValue: entry.filterValue,
        removeFilters: [`filter.${entry.field}`],
        removeRefineQuery: [],
      })),
    ],
    filterSummary: summary,
    merchandising: merchandising(outcome),
    ...(outcome.didYouMean
      ? { didYouMean: { query: outcome.didYouMean, highlighted: `<em>${outcome.didYouMean}</em>` } }
      : {}),
    query: { original: request.q, ...(outcome.query.corrected ? { corrected: outcome.query.corrected } : {}) },
  };
}
