/**
 * The 11 top sections of the shop, with how many products of every 100 belong to each, and their subcategories.
 * Category keys follow the live site: `web_` + path segments joined by underscores (hyphens inside a segment).
 */
export const SECTIONS = [
  {
    key: 'bibles',
    name: 'Bibles',
    weight: 14,
    children: ['NIV', 'ESV', 'KJV', 'NKJV', 'NLT', 'CSB', 'NASB', 'NRSVue', 'CEV', 'The Message'],
  },
  {
    key: 'books',
    name: 'Books',
    weight: 34,
    children: [
      'Christian Living',
      'Biography',
      'Devotionals',
      'Fiction',
      'Prayer',
      'Theology',
      'Marriage & Family',
      'Church History',
    ],
  },
  {
    key: 'academic',
    name: 'Academic',
    weight: 8,
    children: ['Biblical Studies', 'Commentaries', 'Systematic Theology', 'Pastoral Ministry'],
  },
  {
    key: 'kids-youth',
    name: 'Kids & Youth',
    weight: 10,
    children: ['Board Books', 'Picture Books', 'Bible Storybooks', 'Youth', 'Activity Books'],
  },
  {
    key: 'ministry',
    name: 'Ministry',
    weight: 6,
    children: ['Small Groups', 'Preaching', 'Worship Resources', 'Outreach'],
  },
  { key: 'music', name: 'Music', weight: 7, children: ['Worship', 'Hymns', 'Instrumental', 'Kids Music'] },
  { key: 'dvds', name: 'DVDs', weight: 4, children: ['Films', 'Documentaries', 'Teaching Series', 'Kids DVDs'] },
  {
    key: 'gifts',
    name: 'Gifts',
    weight: 8,
    children: ['Mugs', 'Journals', 'Bookmarks', 'Wall Art', 'Keyrings', 'Candles_Diffusers'],
  },
  { key: 'apparel', name: 'Apparel', weight: 3, children: ['T-Shirts', 'Hoodies', 'Caps'] },
  { key: 'home', name: 'Home', weight: 4, children: ['Plaques', 'Cushions', 'Calendars', 'Throws'] },
  { key: 'gift-card', name: 'Gift Card', weight: 2, children: [] },
] as const;

/** One category row: the root `ecom`, a section, or a subcategory. */
export interface SeedCategory {
  id: string;
  key: string;
  name: string;
  parentKey: string | null;
  orderHint: string;
}

export const ROOT_CATEGORY = 'ecom';
const segment = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
export const sectionKey = (section: string) => `web_${section}`;
export const childKey = (section: string, child: string) => `web_${section}_${segment(child)}`;

/** The category tree under root `ecom`, depth 3 (root, section, subcategory). */
export function generateCategories(): SeedCategory[] {
  const categories: SeedCategory[] = [
    { id: 'cat-0000', key: ROOT_CATEGORY, name: 'All Products', parentKey: null, orderHint: '0' },
  ];
  SECTIONS.forEach((section, index) => {
    categories.push({
      id: `cat-${index + 1}00`,
      key: sectionKey(section.key),
      name: section.name,
      parentKey: ROOT_CATEGORY,
      orderHint: `0.${index + 1}`,
    });
    section.children.forEach((child, childIndex) => {
      categories.push({
        id: `cat-${index + 1}${String(childIndex + 1).padStart(2, '0')}`,
        key: childKey(section.key, child),
        name: child,
        parentKey: sectionKey(section.key),
        orderHint: `0.${childIndex + 1}`,
      });
    });
  });
  return categories;
}
