import type { APIRequestContext } from '@playwright/test';

/** A product as the search service's records have it, straight from the emulator's database. */
export interface SearchRecord {
  id: string;
  sku: string;
  slug: string;
  name: string;
  availability: string;
  stock: string;
  format: string;
}

/** The search service's first `count` records (`extra`: more query, e.g. a sort), with availability and stock. */
export async function searchRecords(request: APIRequestContext, count: number, extra = ''): Promise<SearchRecord[]> {
  const answer = await request.get(
    `${process.env.EMULATOR_URL}/searchspring/api/search/search.json?siteId=bookshop&resultsPerPage=${count}&${extra}`,
  );
  return (await answer.json()).results as SearchRecord[];
}

/**
 * Like {@link searchRecords}, without gift cards: a gift card goes into the basket only with its recipient, so the
 * specs that add any product pick from these.
 */
export async function basketRecords(request: APIRequestContext, count: number, extra = ''): Promise<SearchRecord[]> {
  return (await searchRecords(request, count, extra)).filter((record) => record.format !== 'Gift Card');
}
