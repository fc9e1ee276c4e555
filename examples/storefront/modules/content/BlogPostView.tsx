import type { BlogPost } from '@bookshop/sdk';
import styles from './Blog.module.css';
import { authorNames } from './BlogList';
import { ContentBody, ContentView } from './ContentView';
import { formatContentDate } from './contentHtml';

/** A blog post: its date and authors, featured image and body (sanitised by the content data). */
export function BlogPostView({ post: found }: { post: BlogPost }) {
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
