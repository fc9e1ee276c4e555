import type { BlogPost } from '@bookshop/sdk';
import styles from './Blog.module.css';
import { formatContentDate } from './contentHtml';

/** Author names of a post (references that were not resolved are left out). */
export function authorNames(post: BlogPost): string[] {
  return post.author.flatMap((author) => ('name' in author ? [author.name] : []));
}

/** The blog's posts as cards: image, title link, date, authors, summary. */
export function BlogList({ posts }: { posts: BlogPost[] }) {
  return (
    <ul className={styles.list}>
      {posts.map((post) => {
        const authors = authorNames(post);
        return (
          <li key={post.uid}>
            <article className={styles.card}>
              {post.featured_image ? (
                // biome-ignore lint/performance/noImgElement: content images come from the content service's asset host
                <img
                  className={styles.image}
                  src={post.featured_image.url}
                  alt=""
                  width={480}
                  height={270}
                  loading="lazy"
                />
              ) : null}
              <h2 className={styles.title}>
                <a href={post.url}>{post.title}</a>
              </h2>
              <p className={styles.meta}>
                {[formatContentDate(post.published_date), authors.join(', '), post.topic].filter(Boolean).join(' · ')}
              </p>
              {post.summary ? <p>{post.summary}</p> : null}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
