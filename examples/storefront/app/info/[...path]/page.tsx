import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentRoute, contentMetadata } from '@/modules/content/contentRoute';
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
  return <ContentRoute url={`/info/${path.join('/')}`} />;
}
