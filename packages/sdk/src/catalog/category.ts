import type { CategoryNode } from '../rules/category';
import type { WireCategory } from './categoryWire';

/** A category with its en-AU name and slug, and the parents and ancestors that were loaded with it. */
export interface Category extends CategoryNode {
  id: string;
  key: string;
  name: string;
  slug: string;
  orderHint?: string;
  parentId?: string;
  parent?: Category | null;
  ancestors?: Category[];
}

/** Reads a REST category in one locale, following expanded parents and ancestors. */
export function toCategory(wire: WireCategory, locale: string): Category {
  const pick = (values: Record<string, string>) => values[locale] ?? Object.values(values)[0] ?? '';
  const category: Category = { id: wire.id, key: wire.key ?? '', name: pick(wire.name), slug: pick(wire.slug) };
  if (wire.orderHint !== undefined) category.orderHint = wire.orderHint;
  if (wire.parent) {
    category.parentId = wire.parent.id;
    if (wire.parent.obj) category.parent = toCategory(wire.parent.obj, locale);
  }
  const ancestors = wire.ancestors?.flatMap((ancestor) => (ancestor.obj ? [toCategory(ancestor.obj, locale)] : []));
  if (ancestors?.length) category.ancestors = ancestors;
  return category;
}
