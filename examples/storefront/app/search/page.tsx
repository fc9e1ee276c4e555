import type { Metadata } from 'next';
import { listingPage, listingState, type SearchParams } from '@/lib/data/listing';
import { ListingPage } from '@/modules/listing/ListingPage';
import { searchedFor } from '@/modules/listing/listingHeading';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  const state = listingState(await searchParams);
  const searched = searchedFor(state, !!state.category);
  return { title: searched ? `Results for "${searched}"` : 'Search' };
}

/** `/search?q=…`: the listing screen for a search (spec C2). */
export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <ListingPage {...(await listingPage(await searchParams))} />;
}
