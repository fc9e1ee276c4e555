import type { Metadata } from 'next';
import { blogPosts } from '@/lib/data/content';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import { BlogList } from '@/modules/content/BlogList';
import { Breadcrumbs } from '@/modules/ui/Breadcrumbs';
import styles from '@/modules/ui/Page.module.css';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Blog',
  description: 'Reading lists, reviews and news from Koorong.',
  path: '/blog',
});

/** `/blog`: the newest 24 posts from content. */
export default async function BlogPage() {
  const { entries } = await blogPosts(24, 0);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: 'Home', href: '/' },
          { label: 'Blog', href: '/blog' },
        ]}
      />
      <h1 className={styles.title}>Blog</h1>
      {entries.length ? <BlogList posts={entries} /> : <p>No posts yet. Please check back soon.</p>}
    </>
  );
}
