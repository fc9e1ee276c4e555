import { z } from 'zod';
import { ReplyError } from '../../http/router';
import type { CategoryTree } from './categoryTree';
import type { Conditions } from './conditions';

const TYPES = ['=', '==', '===', '!=', '!==', '>', '<', '>=', '<='] as const;

/** One recommendation filter as the current endpoint takes it (snap-client `transformRecommendationFiltersPost`). */
export const recommendFilter = z.object({
  field: z.string().min(1).max(100),
  type: z.enum(TYPES),
  values: z
    .array(z.union([z.string().max(200), z.number()]))
    .min(1)
    .max(100),
});
export type RecommendFilter = z.infer<typeof recommendFilter>;

/**
 * The older endpoint's filters, as snap-client's `transformRecommendationFiltersGet` writes them: `filter.{field}`
 * (repeated for several values), `filter.{field}.low` and `filter.{field}.high` for a range.
 */
export function filtersFromQuery(search: URLSearchParams): RecommendFilter[] {
  const filters: RecommendFilter[] = [];
  for (const [name, value] of search) {
    const match = /^filter\.(.+?)(?:\.(low|high))?$/.exec(name);
    if (!match) continue;
    const field = match[1] as string;
    const type = match[2] === 'low' ? '>=' : match[2] === 'high' ? '<=' : '=';
    const same = filters.find((filter) => filter.field === field && filter.type === type && type === '=');
    if (same) same.values.push(value);
    else filters.push({ field, type, values: [value] });
  }
  return filters;
}

const EFFECTIVE_CENTS =
  'CASE WHEN discounted_cents IS NOT NULL AND discounted_cents < price_cents THEN discounted_cents ELSE price_cents END';

/** Fields a filter can name: the result record's fields (values compared case-insensitively, as the API does). */
const TEXT: Record<string, string> = {
  format: 'lower(format)',
  brand: 'lower(publisher)',
  publisher: 'lower(publisher)',
  availability: 'lower(availability)',
  series: 'lower(series)',
  sku: 'lower(sku)',
  uid: 'lower(id)',
};
const LISTS: Record<string, string> = {
  author: 'ARRAY(SELECT lower(a) FROM unnest(authors) AS a)',
  authors: 'ARRAY(SELECT lower(a) FROM unnest(authors) AS a)',
  themes: 'ARRAY(SELECT lower(t) FROM unnest(themes) AS t)',
};
const NUMBERS: Record<string, string> = {
  price: `(${EFFECTIVE_CENTS}) / 100.0`,
  msrp: 'price_cents / 100.0',
  rating: 'rating',
  popularity: 'popularity',
};
export const RECOMMEND_FILTER_FIELDS = [
  ...Object.keys(TEXT),
  ...Object.keys(LISTS),
  ...Object.keys(NUMBERS),
  'category',
];

const refuse = (message: string) => new ReplyError(400, `filters: ${message}`);

function numberOf(value: string | number, field: string): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number) || (typeof value === 'string' && !value.trim()))
    throw refuse(`'${field}' is compared with numbers, not '${String(value).slice(0, 40)}'`);
  return number;
}

/**
 * Adds the request's and the profile's filters to a recommendation query: the values of one `=` filter are
 * alternatives, every filter must hold. `category` takes category keys, paths or names (`Bibles>NIV`) and matches
 * their subcategories too. An unknown field or an operator the field cannot take is a 400 naming it, so a filter is
 * never silently dropped.
 */
export async function addRecommendFilters(
  conditions: Conditions,
  filters: RecommendFilter[],
  tree: () => Promise<CategoryTree>,
): Promise<void> {
  for (const { field, type, values } of filters) {
    const equality = type.startsWith('=');
    const negated = type.startsWith('!');
    const texts = () => values.map((value) => String(value).toLowerCase());
    let condition: string;
    if (Object.hasOwn(NUMBERS, field)) {
      const column = NUMBERS[field] as string;
      if (equality || negated) {
        condition = `${column} = ANY(${conditions.param(values.map((value) => numberOf(value, field)))}::numeric[])`;
      } else {
        condition = `${column} ${type} ${conditions.param(numberOf(values[0] as string | number, field))}::numeric`;
      }
    } else if (!equality && !negated) {
      throw refuse(`'${field}' cannot be compared with '${type}'`);
    } else if (Object.hasOwn(TEXT, field)) {
      condition = `${TEXT[field]} = ANY(${conditions.param(texts())}::text[])`;
    } else if (Object.hasOwn(LISTS, field)) {
      condition = `${LISTS[field]} && ${conditions.param(texts())}::text[]`;
    } else if (field === 'category' || field === 'categories') {
      const resolved = await tree();
      const keys = values.map((value) => resolved.resolve(String(value))?.key).filter(Boolean);
      const param = conditions.param(keys);
      condition = `(category_key = ANY(${param}::text[]) OR EXISTS (SELECT 1 FROM unnest(${param}::text[]) AS k WHERE starts_with(category_key, k || '_')))`;
    } else {
      throw refuse(`unknown field '${field.slice(0, 100)}' (filterable: ${RECOMMEND_FILTER_FIELDS.join(', ')})`);
    }
    conditions.parts.push(negated ? `NOT coalesce(${condition}, false)` : `coalesce(${condition}, false)`);
  }
}
