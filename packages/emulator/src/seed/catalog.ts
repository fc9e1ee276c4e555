import {
  BIBLE_COVERS,
  BIBLE_KINDS,
  BIBLE_SIZES,
  COLOURS,
  FIRST_NAMES,
  GIFT_CARD_VALUES,
  LAST_NAMES,
  NOUNS,
  PUBLISHERS,
  SECTION_FORMATS,
  SERIES,
  THEMES,
  TITLE_PATTERNS,
} from './catalogWords';
import { childKey, SECTIONS, sectionKey } from './categories';
import type { Random } from './random';

/** Film formats, which carry no ISBN whatever section sells them. */
const DISC_FORMATS = new Set(['DVD', 'Blu-ray']);

/** One product row as the seed writes it. */
export interface SeedProduct {
  id: string;
  sku: string;
  slug: string;
  name: string;
  description: string;
  authors: string[];
  format: string;
  publisher: string | null;
  isbn: string | null;
  section: string;
  /** The most specific category the product sits in. */
  categoryKey: string;
  productType: string;
  priceCents: number;
  discountedCents: number | null;
  rating: number;
  ratingCount: number;
  popularity: number;
  availability: 'available' | 'limited-stock' | 'back-order' | 'pre-order' | 'unavailable';
  stock: number;
  restockableInDays: number | null;
  publishedOn: string;
  /** The series a title belongs to, if any. */
  series: string | null;
  /** Subjects shoppers browse by (Easter, Grief & Loss, …). */
  themes: string[];
  /** Price books: consumer, business and staff prices in cents (the site hides their facets). */
  b2cPriceCents: number;
  b2bPriceCents: number;
  staffPriceCents: number;
}

/** Series, themes and price books of one product; consumes the PRNG after the product's other fields. */
function extras(
  sectionKey: string,
  priceCents: number,
  random: Random,
): Pick<SeedProduct, 'series' | 'themes' | 'b2cPriceCents' | 'b2bPriceCents' | 'staffPriceCents'> {
  const seriesNames = SERIES[sectionKey];
  const series = seriesNames && random.chance(0.3) ? random.pick(seriesNames) : null;
  const themes =
    sectionKey === 'gift-card' ? [] : [...new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(THEMES)))];
  const isGiftCard = sectionKey === 'gift-card';
  return {
    series,
    themes,
    b2cPriceCents: priceCents,
    b2bPriceCents: isGiftCard ? priceCents : Math.round(priceCents * 0.85),
    staffPriceCents: isGiftCard ? priceCents : Math.round(priceCents * 0.7),
  };
}

/** A valid ISBN-13 (prefix 978) from nine random digits, with its real check digit. */
function isbn13(random: Random): string {
  const digits = [9, 7, 8, ...Array.from({ length: 9 }, () => random.int(0, 9))];
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 ? 3 : 1), 0);
  return [...digits, (10 - (sum % 10)) % 10].join('');
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const cents99 = (random: Random, minDollars: number, maxDollars: number) =>
  random.int(minDollars, maxDollars) * 100 - 1;

/** The most a product can have on stock and still be 'limited-stock' (orders move products across it too). */
export const LIMITED_STOCK = 5;

function availability(random: Random): Pick<SeedProduct, 'availability' | 'stock' | 'restockableInDays'> {
  const roll = random.next();
  if (roll < 0.68)
    return { availability: 'available', stock: random.int(LIMITED_STOCK + 1, 400), restockableInDays: null };
  if (roll < 0.78)
    return { availability: 'limited-stock', stock: random.int(1, LIMITED_STOCK), restockableInDays: null };
  // Half of back-orders have no restock estimate: the site treats those as unavailable.
  if (roll < 0.86)
    return { availability: 'back-order', stock: 0, restockableInDays: random.chance(0.5) ? random.int(3, 60) : null };
  if (roll < 0.92) return { availability: 'pre-order', stock: 0, restockableInDays: random.int(7, 90) };
  return { availability: 'unavailable', stock: 0, restockableInDays: null };
}

function describe(name: string, section: string, authors: string[], random: Random): string {
  const by = authors.length ? ` by ${authors.join(' and ')}` : '';
  const lines = [
    `${name}${by} is a much-loved title in our ${section} range.`,
    random.pick([
      'Readers describe it as warm, honest and deeply encouraging.',
      'A thoughtful resource for personal devotion or small-group study.',
      'Beautifully presented and a wonderful gift for someone you love.',
      'Grounded in Scripture and practical for everyday life.',
    ]),
  ];
  return lines.join(' ');
}

/**
 * Generates `count` products across the 11 sections, deterministically for a seed and a reference day:
 * titles, authors, formats, prices in cents (some discounted), every availability state, ratings and publication
 * dates, some of them in the three months before `today`.
 */
export function generateProducts(count: number, random: Random, today: Date): SeedProduct[] {
  const totalWeight = SECTIONS.reduce((sum, section) => sum + section.weight, 0);
  const products: SeedProduct[] = [];
  const usedSkus = new Set<string>();
  for (let index = 0; index < count; index++) {
    // Sections are spread evenly by weight so even a small seed has every section.
    const slot = ((index * 97) % totalWeight) + 0.5;
    let section: (typeof SECTIONS)[number] = SECTIONS[0];
    for (let acc = 0, i = 0; i < SECTIONS.length; i++) {
      section = SECTIONS[i] as (typeof SECTIONS)[number];
      acc += section.weight;
      if (acc >= slot) break;
    }
    let name: string;
    let format: string;
    let authors: string[] = [];
    let publisher: string | null = random.pick(PUBLISHERS);
    let isbn: string | null = null;
    let productType = 'book';
    let priceCents = cents99(random, 10, 45);
    let child: string | undefined;
    if (section.key === 'bibles') {
      const kind = random.pick(BIBLE_KINDS);
      format = random.pick(BIBLE_COVERS);
      child = random.pick(section.children);
      name = `${child} ${kind}, ${random.pick(BIBLE_SIZES)}, ${format}, ${random.pick(COLOURS)}`;
      productType = 'bible';
      isbn = isbn13(random);
      priceCents = cents99(random, 20, 250);
    } else if (section.key === 'gift-card') {
      const value = random.pick(GIFT_CARD_VALUES);
      name = `Koorong Gift Card $${value / 100}`;
      format = 'Gift Card';
      publisher = null;
      productType = 'gift-card';
      priceCents = value;
    } else {
      const formats = SECTION_FORMATS[section.key] ?? ['Paperback'];
      format = random.pick(formats);
      const isMerch = ['gifts', 'apparel', 'home'].includes(section.key);
      // Merchandise sits in the subcategory of its format (Mug → Mugs); other products in a random one.
      child = isMerch ? section.children[formats.indexOf(format)] : random.pick(section.children);
      name = isMerch ? `${random.pick(NOUNS)} ${format}` : random.pick(TITLE_PATTERNS)(random);
      if (!isMerch) {
        authors = Array.from(
          { length: random.chance(0.15) ? 2 : 1 },
          () => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        );
        // The number is drawn for every product it was drawn for before, so the rest of the catalogue stays the same.
        const drawn = ['music', 'dvds'].includes(section.key) ? null : isbn13(random);
        isbn = DISC_FORMATS.has(format) ? null : drawn;
      }
      // A disc is music or a film by its format, whichever section sells it (ministry sells DVDs): not a book.
      productType = isMerch
        ? 'gift'
        : section.key === 'music'
          ? 'music'
          : section.key === 'dvds' || DISC_FORMATS.has(format)
            ? 'dvd'
            : 'book';
      if (isMerch) priceCents = cents99(random, 8, 60);
    }
    let sku = isbn ?? `${section.key.slice(0, 3).toUpperCase()}${String(index).padStart(7, '0')}`;
    if (usedSkus.has(sku)) sku = `${sku}-${index}`;
    usedSkus.add(sku);
    const discounted = productType !== 'gift-card' && random.chance(0.15);
    const daysAgo = random.chance(0.12) ? random.int(0, 88) : random.int(92, 365 * 15);
    const published = new Date(today.getTime() - daysAgo * 86_400_000);
    const productExtras = extras(section.key, priceCents, random);
    products.push({
      id: `prod-${String(index + 1).padStart(6, '0')}`,
      sku,
      slug: `${slugify(name)}-${sku.toLowerCase()}`,
      name,
      description: describe(name, section.name, authors, random),
      authors,
      format,
      publisher,
      isbn,
      section: section.key,
      categoryKey: child ? childKey(section.key, child) : sectionKey(section.key),
      productType,
      priceCents,
      discountedCents: discounted
        ? Math.max(99, Math.round((priceCents * random.int(60, 90)) / 100 / 100) * 100 - 1)
        : null,
      rating: random.chance(0.2) ? 0 : random.int(25, 50) / 10,
      ratingCount: random.int(0, 800),
      popularity: random.int(0, 10_000),
      ...(productType === 'gift-card'
        ? { availability: 'available' as const, stock: 9999, restockableInDays: null }
        : availability(random)),
      publishedOn: published.toISOString().slice(0, 10),
      ...productExtras,
    });
  }
  return products;
}
