/** The mixed URLs of the load bench, built from the emulator's catalogue so every one names something that exists. */
export interface LoadUrls {
  /** Category pages: each category with a few sort orders and its first pages. */
  listing: string[];
  /** `/search?q=…` for the catalogue's commonest title words. */
  search: string[];
  /** Product pages, best sellers first. */
  product: string[];
  /** The search box's API, as typed: a word's first three and four letters, and the whole word. */
  autocomplete: string[];
  /** Product pages kept out of every mix, so each is uncached when the bench first asks for it. */
  unrequested: string[];
}

/** What the site's listings show per page when the URL does not say (lib/data/listing.ts). */
const LISTING_PAGE_SIZE = 30;
const LISTING_SORTS = ['', 'sort.sales_rank=desc', 'sort.price=asc', 'sort.price=desc', 'sort.publication_date=desc'];
const LISTING_PAGES = 3;
const SEARCH_TERMS = 50;

interface SearchAnswer {
  pagination: { totalPages: number };
  results: { slug: string; name: string }[];
  facets: { field: string; values: { value: string; count?: number }[] }[];
}

async function searchPage(emulatorUrl: string, page: number): Promise<SearchAnswer> {
  const query = `siteId=bookshop&resultsPerPage=100&page=${page}&sort.sales_rank=desc`;
  const response = await fetch(`${emulatorUrl}/searchspring/api/search/search.json?${query}`);
  if (!response.ok) throw new Error(`the emulator's search answered ${response.status}`);
  return (await response.json()) as SearchAnswer;
}

/** Every product, best sellers first, and the category facet's counts. */
async function catalogue(emulatorUrl: string) {
  const first = await searchPage(emulatorUrl, 1);
  const rest = await Promise.all(
    Array.from({ length: first.pagination.totalPages - 1 }, (_, index) => searchPage(emulatorUrl, index + 2)),
  );
  const categories = first.facets.find((facet) => facet.field === 'category')?.values ?? [];
  return { products: [first, ...rest].flatMap((page) => page.results), categories };
}

/** The commonest words of four letters or more in the products' names, most frequent first. */
function commonWords(names: string[], count: number): string[] {
  const frequency = new Map<string, number>();
  for (const word of names.flatMap((name) => name.toLowerCase().match(/\p{L}{4,}/gu) ?? [])) {
    frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  return [...frequency]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, count)
    .map(([word]) => word);
}

function listingUrls(categories: { value: string; count?: number }[]): string[] {
  return categories.flatMap(({ value, count = 0 }) => {
    const pages = Math.min(LISTING_PAGES, Math.ceil(count / LISTING_PAGE_SIZE));
    return LISTING_SORTS.flatMap((sort) =>
      Array.from({ length: pages }, (_, index) => {
        const query = [sort, index > 0 ? `currentPage=${index + 1}` : ''].filter(Boolean).join('&');
        return `/category/${encodeURIComponent(value)}${query ? `?${query}` : ''}`;
      }),
    );
  });
}

/** A fixed shuffle (a small LCG), so consecutive requests name different pages and every run sends the same order. */
function shuffled<T>(items: readonly T[], seed = 11): T[] {
  const copy = [...items];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * The bench's URLs for a catalogue: every product page but the last `unrequested` ones, each category sorted five
 * ways on up to three pages, and the `SEARCH_TERMS` commonest title words as searches and as typed into the box.
 */
export async function loadUrls(emulatorUrl: string, unrequested: number): Promise<LoadUrls> {
  const { products, categories } = await catalogue(emulatorUrl);
  const pages = products.map(({ slug }) => `/product/${encodeURIComponent(slug)}`);
  const terms = commonWords(
    products.map(({ name }) => name),
    SEARCH_TERMS,
  );
  const typed = terms.flatMap((term) => [...new Set([term.slice(0, 3), term.slice(0, 4), term])]);
  return {
    listing: shuffled(listingUrls(categories)),
    search: shuffled(terms.map((term) => `/search?q=${encodeURIComponent(term)}`)),
    product: shuffled(pages.slice(0, -unrequested)),
    autocomplete: shuffled(typed.map((text) => `/api/search/autocomplete?q=${encodeURIComponent(text)}`)),
    unrequested: pages.slice(-unrequested),
  };
}
