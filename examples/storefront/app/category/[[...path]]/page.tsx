import type { Metadata } from 'next';
import { listingPage, listingPreview, listingState, type SearchParams } from '@/lib/data/listing';
import { layoutFrom } from '@/lib/listing/listingUrl';
import { listingMetadata } from '@/lib/seo/listingMetadata';
import { plainText, withoutHeadings } from '@/lib/seo/plainText';
import { ListingPage } from '@/modules/listing/ListingPage';
import { segmentHeading } from '@/modules/listing/listingHeading';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ path?: string[] }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ path = [] }, query] = await Promise.all([params, searchParams]);
  const state = listingState(query, path);
  const { state: known, listing, descriptionHtml, imageUrl, imageAlt } = await listingPreview(state);
  // The category's own name, as the heading shows it ('NIV'); from the path while the search cannot say.
  // The router has already decoded the segment: decoding it again would throw on a literal '%'.
  const last = path.at(-1);
  const title = last ? (listing.categoryName ?? segmentHeading(last)) : 'All products';
  const count = listing.result.pagination.totalResults;
  return listingMetadata({
    state: known,
    title,
    description:
      plainText(withoutHeadings(descriptionHtml ?? '')) ||
      `${title}${count ? `: ${count.toLocaleString('en-AU')} products` : ''} at Koorong, delivered across Australia and New Zealand.`,
    image: imageUrl ? { url: imageUrl, alt: imageAlt } : undefined,
    layout: layoutFrom(query),
    empty: listing.empty && !listing.failed,
  });
}

/** `/category` and `/category/{segments}`: the listing screen for a category (spec C2), with its breadcrumbs as data. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const [{ path }, query] = await Promise.all([params, searchParams]);
  return <ListingPage {...(await listingPage(query, path))} />;
}
