import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import styles from '@/modules/content/Blog.module.css';
import { authorNames } from '@/modules/content/BlogList';
import { ContentBody, ContentView } from '@/modules/content/ContentView';
import { formatContentDate } from '@/modules/content/contentHtml';
import { blogPost } from '@/modules/content/data';
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
  const authors = authorNames(found);
  const crumbs = [
    { title: 'Home', href: '/' },
    { title: 'Blog', href: '/blog' },
  ];
  return (
    <ContentView page={{ title: found.title, body: '', breadcrumbs: crumbs }} url={found.url}>
      <p className={styles.meta}>
        {[formatContentDate(found.published_date), authors.length ? `by ${authors.join(', ')}` : '']
          .filter(Boolean)
          .join(' · ')}
      </p>
      {found.featured_image ? (
        // biome-ignore lint/performance/noImgElement: content images come from the content service's asset host
        <img className={styles.hero} src={found.featured_image.url} alt="" width={960} height={540} />
      ) : null}
      <ContentBody html={found.body} />
    </ContentView>
  );
}
