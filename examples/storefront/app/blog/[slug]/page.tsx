import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPost } from '@/lib/data/content';
import { BlogPostView } from '@/modules/content/BlogPostView';
import { isContentPath } from '@/modules/content/helpLinks';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

async function post(slug: string) {
  return isContentPath([slug]) ? blogPost(`/blog/${slug}`) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await post((await params).slug);
  return found ? { title: found.title, description: found.summary } : { title: 'Page not found' };
}

/** `/blog/{slug}`: a post from content (body sanitised), 404 when there is none. */
export default async function BlogPostPage({ params }: Props) {
  const found = await post((await params).slug);
  if (!found) notFound();
  return <BlogPostView post={found} />;
}
