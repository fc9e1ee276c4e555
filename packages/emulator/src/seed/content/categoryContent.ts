import { childKey, SECTIONS, sectionKey } from '../categories';
import { asset, entryUid, link, type SeedEntry } from './entry';

const BLURBS: Record<string, string> = {
  bibles: 'Find the right Bible for reading, study, journaling or gifting, in every major translation and size.',
  books: 'Christian living, biography, fiction and theology from authors who love Jesus and write well.',
  academic: 'Commentaries, biblical studies and theology for students, pastors and serious readers.',
  'kids-youth': 'Board books to youth devotionals: faith-filled reading for every age.',
  ministry: 'Resources for small groups, preaching, outreach and the people who lead them.',
  music: 'Worship, hymns and instrumental albums to lift your heart.',
  dvds: 'Films, documentaries and teaching series for home, church and school.',
  gifts: 'Mugs, journals, wall art and more: gifts with meaning for every occasion.',
  apparel: 'Wear your faith with T-shirts, hoodies and caps.',
  home: 'Plaques, cushions and calendars to bring Scripture into your home.',
  'gift-card': 'Let them choose: Koorong gift cards are welcome in store and online.',
};

function description(name: string, blurb: string, key: string) {
  return [
    `<h2>${name}</h2>`,
    `<p>${blurb}</p>`,
    `<p><img src="${asset(`category-${key}`, name).url}" alt="${name}" width="600" height="200"></p>`,
    `<p>Not sure where to start? <a href="/help/faq/general-faq">Read our FAQ</a> or <a href="/contact-us">ask our team</a>.</p>`,
  ].join('');
}

function entry(key: string, name: string, blurb: string): SeedEntry {
  return {
    uid: entryUid('category_content', key),
    contentType: 'category_content',
    title: name,
    url: null,
    fields: {
      category_key: key,
      top_banner: { image: asset(`top-${key}`, `${name} banner`), link: link(name, '/search?tag=staff-picks') },
      side_banner: {
        image: asset(`side-${key}`, `${name} side banner`),
        link: link('Monthly specials', '/search?tag=monthly-specials'),
      },
      description: description(name, blurb, key),
      ad_slots: [
        { id: `${key}-upper`, url: '/search?tag=monthly-specials', position: 'UPPER', location: 'CATEGORY' },
        { id: `${key}-lower`, url: '/help/loyalty-program', position: 'LOWER', location: 'CATEGORY' },
      ].map((slot) => ({ ...slot, image: asset(`ad-${slot.id}`, `Advertisement for ${name}`), size: '300x250' })),
    },
    searchText: blurb,
  };
}

/** Category content for every section and for the first subcategories of the larger sections. */
export function categoryContent(): SeedEntry[] {
  const entries: SeedEntry[] = [];
  for (const section of SECTIONS) {
    const blurb = BLURBS[section.key] ?? '';
    entries.push(entry(sectionKey(section.key), section.name, blurb));
    for (const child of section.children.slice(0, 3)) {
      entries.push(entry(childKey(section.key, child), child, `${child}: ${blurb}`));
    }
  }
  return entries;
}
