import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPost } from '@/lib/data/content';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { BlogPostView } from '@/modules/content/BlogPostView';
import { isContentPath } from '@/modules/content/helpLinks';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

async function post(slug: string) {
  return isContentPath([slug]) ? blogPost(`/blog/${slug}`) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await post((await params).slug);
  if (!found) return { title: 'Page not found' };
  const image = found.featured_image;
  return pageMetadata({
    title: found.title,
    description: found.summary || found.body,
    path: found.url,
    type: 'article',
    image: image ? { url: image.url, alt: image.title ?? found.title } : undefined,
  });
}

/** `/blog/{slug}`: a post from content (body sanitised), 404 when there is none. */
export default async function BlogPostPage({ params }: Props) {
  const found = await post((await params).slug);
  if (!found) notFound();
  return <BlogPostView post={found} />;
}
