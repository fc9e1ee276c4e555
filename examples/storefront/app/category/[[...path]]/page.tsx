import type { Metadata } from 'next';
import { segmentHeading } from '@/modules/listing/listingHeading';
import { ListingPage, type SearchParams } from '@/modules/listing/listingPage';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ path?: string[] }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path = [] } = await params;
  const last = path.at(-1);
  return {
    title: last
      ? // The router has already decoded the segment: decoding it again would throw on a literal '%'.
        segmentHeading(last)
      : 'All products',
  };
}

/** `/category` and `/category/{segments}`: the listing screen for a category (spec C2). */
export default async function CategoryPage({ params, searchParams }: Props) {
  const [{ path }, query] = await Promise.all([params, searchParams]);
  return <ListingPage searchParams={query} categoryPath={path} />;
}
