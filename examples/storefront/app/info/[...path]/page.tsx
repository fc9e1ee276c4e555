import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentMetadata, contentPageOrNotFound } from '@/lib/data/content';
import { ContentView } from '@/modules/content/ContentView';
import { isContentPath } from '@/modules/content/helpLinks';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ path: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { path } = await params;
  return isContentPath(path) ? contentMetadata(`/info/${path.join('/')}`) : { title: 'Page not found' };
}

/** `/info/*` pages from content, e.g. `/info/services/advertise-with-us`; 404 when there is no entry. */
export default async function InfoPage({ params }: Props) {
  const { path } = await params;
  if (!isContentPath(path)) notFound();
  return <ContentView {...(await contentPageOrNotFound(`/info/${path.join('/')}`))} />;
}
