import type { AuthorPage } from '@bookshop/sdk';
import Link from 'next/link';
import styles from './Blog.module.css';
import { ContentBody, ContentView } from './ContentView';

/** An author's page: photo, biography (sanitised by the content data) and a link to their titles. */
export function AuthorView({ author: found }: { author: AuthorPage }) {
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
