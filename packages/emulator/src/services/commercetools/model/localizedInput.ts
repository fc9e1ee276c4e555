import { invalidInput } from '../errors';
import type { Localized } from './viewFields';

/** `[{ locale, value }]` (the GraphQL localized-string input) as a locale map. */
export function readLocalized(items: unknown, field: string): Localized | null {
  if (items == null) return null;
  const list = items as { locale: string; value: string }[];
  if (list.length > 50) throw invalidInput(`'${field}' has too many locales.`);
  const values: Localized = {};
  for (const { locale, value } of list) {
    if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(locale)) throw invalidInput(`'${locale}' is not a valid locale of '${field}'.`);
    if (value.length > 4096) throw invalidInput(`'${field}' is too long.`);
    values[locale] = value;
  }
  return Object.keys(values).length ? values : null;
}
