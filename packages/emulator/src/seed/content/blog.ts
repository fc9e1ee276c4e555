import { asset, entryUid, type SeedEntry } from './entry';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const AUTHORS = [
  {
    name: 'Timothy Keller',
    bio: 'Pastor and author whose books on faith and doubt have helped readers around the world.',
  },
  { name: 'Ann Voskamp', bio: 'Writer whose reflections on gratitude and grace have found a home with many readers.' },
  { name: 'Max Lucado', bio: 'Much-loved storyteller whose books bring comfort and hope to everyday life.' },
  { name: 'Corrie ten Boom', bio: 'Watchmaker and witness to forgiveness, whose story still inspires readers.' },
  { name: 'Charles Spurgeon', bio: 'The "Prince of Preachers", whose sermons and devotionals remain in print today.' },
];

const POSTS = [
  {
    title: 'Choosing a Study Bible',
    author: 0,
    topic: 'Bibles',
    text: 'How to pick a study Bible by translation, notes and size.',
  },
  {
    title: 'Ten Books for Grieving Hearts',
    author: 1,
    topic: 'Grief & Loss',
    text: 'Gentle books for seasons of loss and hope.',
  },
  {
    title: 'Reading Together as a Family',
    author: 2,
    topic: 'Parenting',
    text: 'Bible storybooks and devotionals for family time.',
  },
  { title: 'Easter Reading List', author: 3, topic: 'Easter', text: 'Books to prepare your heart for Easter.' },
  { title: 'Why We Still Read the Puritans', author: 4, topic: 'Church History', text: 'Old books, living faith.' },
  {
    title: 'Staff Picks for Winter',
    author: 0,
    topic: 'Staff Picks',
    text: 'Our team shares the books they loved this season.',
  },
  {
    title: 'Worship Albums of the Year',
    author: 2,
    topic: 'Worship',
    text: 'New and classic worship music worth a listen.',
  },
  {
    title: 'Gifts for Graduates',
    author: 1,
    topic: 'Gifts',
    text: 'Journals, Bibles and books to send them off well.',
  },
];

/** Author pages for a few well-known authors of the catalogue. */
export function authorPages(): SeedEntry[] {
  return AUTHORS.map((author) => ({
    uid: entryUid('author_page', author.name),
    contentType: 'author_page',
    title: author.name,
    url: `/author/${slug(author.name)}`,
    fields: {
      name: author.name,
      bio: `<p>${author.bio}</p>`,
      photo: asset(`author-${slug(author.name)}`, author.name),
      search_link: `/search?authors=${encodeURIComponent(author.name)}`,
    },
    searchText: author.bio,
  }));
}

/** Blog posts; each references its author page (resolved with `include[]=author`). */
export function blogPosts(): SeedEntry[] {
  return POSTS.map((post, index) => {
    const author = AUTHORS[post.author] as (typeof AUTHORS)[number];
    const day = String(1 + ((index * 3) % 27)).padStart(2, '0');
    return {
      uid: entryUid('blog_post', post.title),
      contentType: 'blog_post',
      title: post.title,
      url: `/blog/${slug(post.title)}`,
      fields: {
        summary: post.text,
        body: `<p>${post.text}</p><p>Browse more in our <a href="/category/books">books</a> range.</p>`,
        published_date: `2024-${String(1 + (index % 12)).padStart(2, '0')}-${day}`,
        featured_image: asset(`blog-${slug(post.title)}`, post.title),
        topic: post.topic,
        author: [{ uid: entryUid('author_page', author.name), _content_type_uid: 'author_page' }],
      },
      tags: [post.topic.toLowerCase()],
      searchText: `${post.text} ${post.topic} ${author.name}`,
    };
  });
}
