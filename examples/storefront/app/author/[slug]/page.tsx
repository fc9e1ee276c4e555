import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { authorPage } from '@/lib/data/content';
import { AuthorView } from '@/modules/content/AuthorView';
import { isContentPath } from '@/modules/content/helpLinks';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

async function author(slug: string) {
  return isContentPath([slug]) ? authorPage(`/author/${slug}`) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await author((await params).slug);
  return found ? { title: found.name } : { title: 'Page not found' };
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
