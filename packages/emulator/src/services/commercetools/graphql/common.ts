import type { Localized } from '../model/viewFields';
import type { Resolver } from './resolvers';

/** Picks a localized value: the requested locale, then the accepted languages, else the first value. */
export function pickLocale(values: Localized | null | undefined, args: Record<string, unknown>): string | null {
  if (!values) return null;
  const locale = args.locale as string | undefined;
  if (locale) return values[locale] ?? null;
  const accepted = (args.acceptLanguage as string[] | undefined) ?? [];
  if (accepted.length) {
    for (const language of accepted) if (values[language] !== undefined) return values[language] as string;
    return null;
  }
  return Object.values(values)[0] ?? null;
}

export const allLocales = (values: Localized | null | undefined) =>
  values ? Object.entries(values).map(([locale, value]) => ({ locale, value })) : null;

/**
 * Resolvers for a localized field `name`: `name(locale, acceptLanguage)` and `nameAllLocales`, reading the
 * locale map the source keeps under `key`.
 */
export function localizedField(field: string, key: string): Record<string, Resolver> {
  return {
    [field]: (source, args) => pickLocale(source[key] as Localized | null, args),
    [`${field}AllLocales`]: (source) => allLocales(source[key] as Localized | null),
  };
}

/** `includeNames` / `excludeNames` as the raw custom-field and attribute lists take them. */
export function filterByName<T extends { name: string }>(items: T[], args: Record<string, unknown>): T[] {
  const include = args.includeNames as string[] | null | undefined;
  const exclude = args.excludeNames as string[] | null | undefined;
  return items.filter((item) => (include ? include.includes(item.name) : true) && !exclude?.includes(item.name));
}
