import type { Metadata } from 'next';
import { listingOf, listingPage, listingState, type SearchParams } from '@/lib/data/listing';
import { ListingPage } from '@/modules/listing/ListingPage';
import { segmentHeading } from '@/modules/listing/listingHeading';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ path?: string[] }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ path = [] }, query] = await Promise.all([params, searchParams]);
  const last = path.at(-1);
  if (!last) return { title: 'All products' };
  // The category's own name, as the heading shows it ('NIV'); from the path while the search cannot say.
  // The router has already decoded the segment: decoding it again would throw on a literal '%'.
  const listing = await listingOf(listingState(query, path));
  return { title: listing.categoryName ?? segmentHeading(last) };
}

/** `/category` and `/category/{segments}`: the listing screen for a category (spec C2). */
export default async function CategoryPage({ params, searchParams }: Props) {
  const [{ path }, query] = await Promise.all([params, searchParams]);
  return <ListingPage {...(await listingPage(query, path))} />;
}
