import type { WireResult, WireSearchResponse } from './searchspringWire';
import type { MerchandisingBanners, Money, SearchFacet, SearchProduct, SearchResult, SortOption } from './searchTypes';

const text = (record: WireResult, key: string): string | undefined => {
  const value = record[key];
  if (Array.isArray(value)) return value[0];
  return value === null || value === undefined || value === '' ? undefined : String(value);
};

const list = (record: WireResult, key: string): string[] => {
  const value = record[key];
  if (Array.isArray(value)) return value;
  // Searchspring flattens multi-valued fields of some feeds into one '|'-separated string.
  return typeof value === 'string' && value ? value.split('|').map((part) => part.trim()) : [];
};

const dollarsToCents = (value: string | number | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const amount = Number(value);
  return Number.isFinite(amount) ? Math.round(amount * 100) : undefined;
};

/** One flat Searchspring result record as a typed product; a `msrp` above `price` reads as a discount. */
export function toSearchProduct(record: WireResult, currencyCode: string): SearchProduct {
  const url = text(record, 'url') ?? '';
  const slug = text(record, 'slug') ?? url.replace(/^.*\/product\//, '');
  const price = dollarsToCents(text(record, 'price'));
  const msrp = dollarsToCents(text(record, 'msrp'));
  const money = (centAmount: number): Money => ({ centAmount, currencyCode });
  const variantId = Number(text(record, 'variant_id'));
  return {
    id: text(record, 'id') ?? text(record, 'uid') ?? '',
    sku: text(record, 'sku') ?? '',
    name: text(record, 'name') ?? '',
    slug,
    url,
    imageUrl: text(record, 'imageUrl') ?? text(record, 'thumbnailImageUrl'),
    authors: list(record, 'author'),
    format: text(record, 'format'),
    rating: Number(text(record, 'rating') ?? 0) || 0,
    ratingCount: Number(text(record, 'ratingCount') ?? 0) || undefined,
    price:
      price === undefined
        ? undefined
        : msrp !== undefined && msrp > price
          ? { value: money(msrp), discounted: { value: money(price) } }
          : { value: money(price) },
    availability: text(record, 'availability'),
    productType: text(record, 'product_type'),
    variantId: Number.isInteger(variantId) ? variantId : undefined,
    intellisuggestData: text(record, 'intellisuggestData'),
    intellisuggestSignature: text(record, 'intellisuggestSignature'),
  };
}

function toFacet(facet: WireSearchResponse['facets'][number]): SearchFacet {
  const type = facet.type === 'slider' || facet.type === 'hierarchy' ? facet.type : 'list';
  const cents = (pair: [number, number] | undefined) =>
    pair ? { low: Math.round(pair[0] * 100), high: Math.round(pair[1] * 100) } : undefined;
  return {
    field: facet.field,
    label: facet.label,
    type,
    multiple: facet.multiple === 'single' ? 'single' : 'multiple',
    values: facet.values.map((value) => ({
      label: value.label ?? value.value ?? '',
      value: value.value ?? value.label ?? '',
      count: value.count ?? 0,
      active: value.active ?? false,
    })),
    range: cents(facet.range),
    active: cents(facet.active),
    step: facet.step === undefined ? undefined : Math.round(facet.step * 100),
  };
}

/**
 * Maps Searchspring's native search answer to the SDK's {@link SearchResult}: prices in cents, facets with one
 * vocabulary, sort options with their active flag.
 */
export function toSearchResult(wire: WireSearchResponse, currencyCode: string): SearchResult {
  const p = wire.pagination;
  const options: SortOption[] = (wire.sorting?.options ?? []).map((option) => ({
    field: option.field,
    direction: option.direction === 'asc' || option.direction === 'desc' ? option.direction : '',
    label: option.label,
    active: option.active ?? false,
  }));
  return {
    products: wire.results.map((record) => toSearchProduct(record, currencyCode)),
    pagination: {
      currentPage: p.currentPage,
      perPage: p.perPage,
      defaultPerPage: p.defaultPerPage ?? p.perPage,
      totalPages: p.totalPages,
      totalResults: p.totalResults,
      nextPage: p.nextPage ?? 0,
      previousPage: p.previousPage ?? 0,
      begin: p.begin ?? (p.totalResults ? (p.currentPage - 1) * p.perPage + 1 : 0),
      end: p.end ?? Math.min(p.currentPage * p.perPage, p.totalResults),
    },
    sorting: { options },
    facets: wire.facets.map(toFacet),
    query: { original: wire.query?.original, corrected: wire.query?.corrected },
    redirect: wire.merchandising?.redirect || undefined,
    banners: bannersOf(wire.merchandising?.content),
    campaigns: (wire.merchandising?.triggeredCampaigns ?? []).flatMap(({ id, title, type }) =>
      id && title ? [{ id, title, type }] : [],
    ),
  };
}

/** The HTML banners of each position; anything else a position holds (inline banners' objects) is left out. */
function bannersOf(content: unknown): MerchandisingBanners {
  const positions = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>;
  const htmlOf = (value: unknown) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
  return {
    header: htmlOf(positions.header),
    banner: htmlOf(positions.banner),
    footer: htmlOf(positions.footer),
    left: htmlOf(positions.left),
  };
}
