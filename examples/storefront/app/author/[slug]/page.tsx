import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/modules/content/Blog.module.css';
import { ContentBody, ContentView } from '@/modules/content/ContentView';
import { authorPage } from '@/modules/content/data';
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
  const titles = found.search_link || `/search?authors=${encodeURIComponent(found.name)}`;
  return (
    <ContentView page={{ title: found.name, body: '', breadcrumbs: [{ title: 'Home', href: '/' }] }} url={found.url}>
      {found.photo ? (
        // biome-ignore lint/performance/noImgElement: content images come from the content service's asset host
        <img className={styles.hero} src={found.photo.url} alt={found.name} width={320} height={320} />
      ) : null}
      <ContentBody html={found.bio} />
      <p>
        <Link href={titles}>Books by {found.name}</Link>
      </p>
    </ContentView>
  );
}
