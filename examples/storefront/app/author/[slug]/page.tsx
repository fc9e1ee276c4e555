import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { authorPage } from '@/lib/data/content';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { AuthorView } from '@/modules/content/AuthorView';
import { isContentPath } from '@/modules/content/helpLinks';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

async function author(slug: string) {
  return isContentPath([slug]) ? authorPage(`/author/${slug}`) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await author((await params).slug);
  if (!found) return { title: 'Page not found' };
  return pageMetadata({
    title: found.name,
    description: found.bio || `Books by ${found.name} at Koorong.`,
    path: found.url,
    image: found.photo ? { url: found.photo.url, alt: found.name } : undefined,
    card: 'summary',
  });
}

/**
 * `/author/{slug}`: an author from content (the search box links here), with their photo, biography (sanitised)
 * and a link to their titles; 404 when there is none.
 */
export default async function AuthorPage({ params }: Props) {
  const found = await author((await params).slug);
  if (!found) notFound();
  return <AuthorView author={found} />;
}
