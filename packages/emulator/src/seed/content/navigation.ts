import { THEMES } from '../catalogWords';
import { childKey, SECTIONS } from '../categories';
import { asset, entryUid, link, type SeedEntry } from './entry';

const MAX_LINKS = 10;
const categoryHref = (key: string) => `/category/${key.replace(/^web_/, '').replaceAll('_', '/')}`;

/** Splits links into mega-menu columns of at most 10 links each. */
export function columnsOf(title: string, href: string, links: { title: string; href: string }[]) {
  const columns = [];
  for (let start = 0; start < links.length; start += MAX_LINKS) {
    columns.push({
      title: start === 0 ? title : `${title} (more)`,
      link: link(title, href),
      navlink: links.slice(start, start + MAX_LINKS),
    });
  }
  return columns;
}

const EXTRA_COLUMNS: Record<string, { title: string; facet: string; values: string[] }> = {
  bibles: {
    title: 'Shop by Format',
    facet: 'format',
    values: ['Hardcover', 'Leathersoft', 'Genuine Leather', 'Paperback', 'Imitation Leather'],
  },
  books: { title: 'Popular Themes', facet: 'themes', values: THEMES.slice(0, 10) as unknown as string[] },
  'kids-youth': { title: 'Shop by Format', facet: 'format', values: ['Board Book', 'Paperback', 'Hardcover'] },
  music: { title: 'Shop by Format', facet: 'format', values: ['CD', 'Vinyl', 'Songbook'] },
};

function section(entry: (typeof SECTIONS)[number]) {
  const href = `/category/${entry.key}`;
  // Editors write names as shoppers read them: the catalogue's underscores are commas, as in a category's heading.
  const children = entry.children.map((child) =>
    link(child.replaceAll('_', ', '), categoryHref(childKey(entry.key, child))),
  );
  const extra = EXTRA_COLUMNS[entry.key];
  return {
    link: link(entry.name, href),
    icon_mobile: asset(`icon-${entry.key}`, `${entry.name} icon`),
    columns: [
      ...columnsOf(entry.name, href, [link(`All ${entry.name}`, href), ...children]),
      ...(extra
        ? columnsOf(
            extra.title,
            href,
            extra.values.map((value) => link(value, `${href}?${extra.facet}=${encodeURIComponent(value)}`)),
          )
        : []),
    ],
    grey_links: {
      navigation_link: [
        link('New Releases', `${href}?publication_date=Last+3+Months&available=In+Stock`),
        link('Best Sellers', `${href}?sort.relevance=desc`),
        link('Top Rated', `${href}?sort.rating=desc`),
      ],
    },
    call_to_action:
      entry.key === 'gift-card'
        ? null
        : {
            image: asset(`cta-${entry.key}`, `${entry.name} feature`),
            title: `${entry.name} for every season`,
            subtitle: `Hand-picked ${entry.name.toLowerCase()} from our staff`,
            button: link('Shop now', `/search?tag=${entry.key === 'bibles' ? 'bible-week' : 'staff-picks'}`),
          },
  };
}

/** The header navigation: Shop By plus the 11 catalogue sections, built from the category tree. */
export function headerNavigation(): SeedEntry {
  const shopBy = {
    link: link('Shop By', '/category'),
    icon_mobile: asset('icon-shop-by', 'Shop by icon'),
    columns: [
      ...columnsOf('Themes', '/category', [
        ...THEMES.map((theme) => link(theme, `/category?themes=${encodeURIComponent(theme)}`)),
      ]),
      {
        title: 'Collections',
        link: link('Collections', '/category'),
        navlink: [
          link('New Releases', '/category?publication_date=Last+3+Months&available=In+Stock'),
          link('Monthly Specials', '/search?tag=monthly-specials'),
          link('Staff Picks', '/search?tag=staff-picks'),
          link('Easter', '/search?tag=easter'),
          link('Christmas', '/search?tag=christmas'),
          link('Catalogue', '/search?tag=catalogue'),
        ],
      },
    ],
    grey_links: {
      navigation_link: [
        link('Bible Translation Guide', '/bible-translation-guide'),
        link('Gift Cards', '/category/gift-card'),
      ],
    },
    call_to_action: {
      image: asset('cta-monthly-specials', 'Monthly specials'),
      title: 'Monthly Specials',
      subtitle: 'Great prices on our favourite titles this month',
      button: link('See the specials', '/search?tag=monthly-specials'),
    },
  };
  return {
    uid: entryUid('header_navigation', 'main'),
    contentType: 'header_navigation',
    title: 'Header navigation',
    url: null,
    fields: {
      top_bar: [
        link('CONTACT US', '/contact-us'),
        link('HELP', '/help'),
        link('SERVICES', '/services'),
        link('BLOG', '/blog'),
        link('WISHLIST', '/account#wishlist'),
      ],
      top_nav: [shopBy, ...SECTIONS.map(section)],
      mobile_links: [
        link('Stores', '/stores'),
        link('Blog', '/blog'),
        link('Contact', '/contact-us'),
        link('Help', '/help'),
      ],
    },
  };
}
