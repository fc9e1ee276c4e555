import 'server-only';
import type { AutocompleteData } from '@bookshop/react';
import { NAME_LENGTH_AUTOCOMPLETE, priceDisplay, truncateName } from '@bookshop/sdk/rules';
import { bookshop } from '../bookshop';

/**
 * What the header's search box shows for a query: suggested queries, up to 5 products (names cut at 50
 * characters) and blog and author pages from the content feed. Each call may fail on its own; the box then shows
 * what the others found.
 */
export async function autocomplete(query: string, signal?: AbortSignal): Promise<AutocompleteData> {
  const { search, content } = bookshop();
  const [products, suggestions, pages] = await Promise.allSettled([
    search.autocomplete(query, { signal }),
    search.suggest(query, { signal }),
    content.contentSearch(query, { signal }),
  ]);
  for (const failed of [products, suggestions, pages]) {
    if (failed.status === 'rejected') console.error('Search suggestions failed', failed.reason);
  }
  return {
    suggestions:
      suggestions.status === 'fulfilled'
        ? suggestions.value.suggestions.map((text) => ({
            kind: 'suggestion' as const,
            id: text,
            label: text,
            href: `/search?q=${encodeURIComponent(text)}`,
          }))
        : [],
    products:
      products.status === 'fulfilled'
        ? products.value.products.map((product) => ({
            kind: 'product' as const,
            id: product.id,
            label: truncateName(product.name, NAME_LENGTH_AUTOCOMPLETE),
            href: `/product/${product.slug}`,
            imageUrl: product.imageUrl,
            detail: priceDisplay(product.price).price,
          }))
        : [],
    content:
      pages.status === 'fulfilled'
        ? pages.value.map((page) => ({
            kind: 'content' as const,
            id: page.uid || page.url,
            label: page.name,
            href: page.url,
            detail: page.type === 'blog' ? 'Blog' : 'Author',
          }))
        : [],
  };
}
