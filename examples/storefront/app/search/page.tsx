import type { Metadata } from 'next';
import { listingPage, listingPreview, listingState, type SearchParams } from '@/lib/data/listing';
import { layoutFrom } from '@/lib/listing/listingUrl';
import { listingMetadata } from '@/lib/seo/listingMetadata';
import { plainText, withoutHeadings } from '@/lib/seo/plainText';
import { ListingPage } from '@/modules/listing/ListingPage';
import { listingHeading, searchedFor } from '@/modules/listing/listingHeading';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = await searchParams;
  const state = listingState(query);
  const { state: known, listing, descriptionHtml, imageUrl } = await listingPreview(state);
  const searched = searchedFor(state, !!state.category);
  const title = listingHeading(state, !!state.category, listing.landingPageName) ?? 'Search';
  const count = listing.result.pagination.totalResults;
  return listingMetadata({
    state: known,
    title,
    description:
      plainText(withoutHeadings(descriptionHtml ?? '')) ||
      (searched && count
        ? `${count.toLocaleString('en-AU')} results for "${searched}" at Koorong.`
        : `${title} at Koorong.`),
    image: imageUrl ? { url: imageUrl } : undefined,
    layout: layoutFrom(query),
    empty: listing.empty && !listing.failed,
  });
}

/** `/search?q=…`: the listing screen for a search (spec C2), with its breadcrumbs as data. */
export default async function SearchPage({ searchParams }: Props) {
  return <ListingPage {...(await listingPage(await searchParams))} />;
}
