import type { Metadata } from 'next';
import { searchedFor } from '@/modules/listing/listingHeading';
import { ListingPage, listingState, type SearchParams } from '@/modules/listing/listingPage';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const state = listingState(await searchParams);
  const searched = searchedFor(state, !!state.category);
  return { title: searched ? `Results for "${searched}"` : 'Search' };
}

/** `/search?q=…`: the listing screen for a search (spec C2). */
export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <ListingPage searchParams={await searchParams} />;
}
