import 'server-only';
import type { AutocompleteData } from '@bookshop/react';
import type { AutocompleteResult, ContentSearchResult } from '@bookshop/sdk';
import { NAME_LENGTH_AUTOCOMPLETE, priceDisplay, truncateName } from '@bookshop/sdk/rules';
import { bookshop } from '../bookshop';
import { convertPrice } from '../currency/displayCurrency';
import { visitorCurrency } from '../currency/visitorCurrency';
import { searchTracking } from '../search/searchTracking';
import { productsCache } from './catalogCache';
import { contentCache } from './contentCache';
import { withFallback } from './fallback';

/**
 * What the header's search box shows for a query: suggested queries, up to 5 products (names cut at 50
 * characters, prices in the visitor's currency) and blog and author pages from the content feed. The SDK asks for the three together and logs a part
 * that fails; the box then shows what the others found.
 */
export async function autocomplete(query: string, signal?: AbortSignal): Promise<AutocompleteData> {
  // The products carry the shopper's tracking ids (the search service's reports), so they are asked for each time;
  // the suggested queries and content pages are everyone's, kept for five minutes. When every part failed (or the
  // shopper typed on and the request was dropped) the box shows its empty state.
  const [found, contentResults, suggestions] = await Promise.all([
    withFallback<AutocompleteResult | null>(
      'search suggestions',
      async () =>
        bookshop().search.autocomplete(query, { signal, parts: ['products'], tracking: await searchTracking() }),
      null,
      signal,
    ),
    withFallback('content pages for the search box', () => sharedContentResults(query), [], signal),
    withFallback('suggested queries', () => sharedSuggestions(query), [], signal),
  ]);
  signal?.throwIfAborted();
  if (!found && !contentResults.length && !suggestions.length) return { suggestions: [], products: [], content: [] };
  const productResults = found?.productResults ?? [];
  // Prices in the visitor's currency, as on the results page the box leads to; read once for all the products.
  const { currency, rate } = await visitorCurrency();
  return {
    suggestions: suggestions.map((text) => ({
      kind: 'suggestion' as const,
      id: text,
      label: text,
      href: `/search?q=${encodeURIComponent(text)}`,
    })),
    products: productResults.map((product) => ({
      kind: 'product' as const,
      id: product.id,
      label: truncateName(product.name, NAME_LENGTH_AUTOCOMPLETE),
      href: `/product/${product.slug}`,
      imageUrl: product.imageUrl,
      detail: priceDisplay(convertPrice(product.price, rate, currency)).price,
    })),
    content: contentResults.map((page) => ({
      kind: 'content' as const,
      id: page.uid || page.url,
      label: page.name,
      href: page.url,
      detail: page.type === 'blog' ? 'Blog' : 'Author',
    })),
  };
}

/** Queries to offer for a text: the same for every shopper, kept five minutes (tagged with the products). */
async function sharedSuggestions(query: string): Promise<string[]> {
  'use cache';
  productsCache();
  return (await bookshop().search.suggest(query)).suggestions;
}

/** Blog and author pages matching a text: the same for every shopper, kept like content (five minutes). */
async function sharedContentResults(query: string): Promise<ContentSearchResult[]> {
  'use cache';
  contentCache('search');
  return bookshop().content.contentSearch(query);
}
