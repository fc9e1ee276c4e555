import type { Queryable } from '../db/database';

/** Custom landing pages (campaigns) reachable with `landing-page={tag}`; their filters apply in the background. */
export const LANDING_PAGES = [
  {
    tag: 'easter',
    title: 'Easter',
    filters: { values: { themes: ['Easter'] }, ranges: {} },
    sort: null,
    banner: '<div class="banner"><h2>Easter at Koorong</h2><p>Books, Bibles and gifts for Holy Week.</p></div>',
  },
  {
    tag: 'christmas',
    title: 'Christmas',
    filters: { values: { themes: ['Christmas'] }, ranges: {} },
    sort: null,
    banner: '<div class="banner"><h2>Christmas Gift Guide</h2></div>',
  },
  {
    tag: 'staff-picks',
    title: 'Staff Picks',
    filters: { values: { rating: ['4'], available: ['In Stock'] }, ranges: {} },
    sort: { field: 'rating', direction: 'desc' },
    banner: '<div class="banner"><h2>Staff Picks</h2><p>The books our team cannot stop talking about.</p></div>',
  },
  {
    tag: 'monthly-specials',
    title: 'Monthly Specials',
    filters: { values: { available: ['In Stock'] }, ranges: { price: { high: 20 } } },
    sort: { field: 'price', direction: 'asc' },
    banner: '<div class="banner"><h2>Monthly Specials</h2><p>Great titles under $20.</p></div>',
  },
  {
    tag: 'bible-week',
    title: 'Bible Week',
    filters: { values: { category: ['bibles'] }, ranges: {} },
    sort: null,
    banner: '<div class="banner"><h2>Bible Week</h2><p>Find the right Bible for you.</p></div>',
  },
  {
    tag: 'catalogue',
    title: 'Catalogue',
    filters: { values: { publication_date: ['Last 12 Months'] }, ranges: {} },
    sort: { field: 'publication_date', direction: 'desc' },
    banner: '<div class="banner"><h2>Our Catalogue</h2></div>',
  },
] as const;

/** Queries that send the shopper to a page instead of a result list (merchandising redirects). */
export const REDIRECTS: Record<string, string> = {
  'gift card': '/category/gift-card',
  'gift cards': '/category/gift-card',
  stores: '/stores',
  'store locator': '/stores',
  help: '/help',
  contact: '/contact-us',
  'bible guide': '/bible-translation-guide',
  'track order': '/help/track-your-order',
  journal: '/category/gifts/journals',
};

export async function seedSearchMerchandising(tx: Queryable): Promise<void> {
  for (const page of LANDING_PAGES) {
    await tx.query(
      `INSERT INTO search_landing_pages (tag, title, filters, sort_field, sort_direction, banner_html)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [
        page.tag,
        page.title,
        JSON.stringify(page.filters),
        page.sort?.field ?? null,
        page.sort?.direction ?? null,
        page.banner,
      ],
    );
  }
  for (const [query, url] of Object.entries(REDIRECTS)) {
    await tx.query('INSERT INTO search_redirects (query, url) VALUES ($1, $2)', [query, url]);
  }
}
