import * as z from '../transport/guard';
import type { NoInput } from '../transport/http';
import { parseWire } from '../transport/wire';
import type { SearchspringGet } from './searchspringGet';
import type { SearchspringOptions } from './searchspringTracking';

/** The raw `/api/meta/meta.json` answer; badges and other display settings pass through unread. */
export const wireSiteMeta = z.looseObject({
  sortOptions: z.array(
    z.looseObject({ type: z.optional(z.string()), field: z.string(), direction: z.string(), label: z.string() }),
  ),
  facets: z.record(
    z.string(),
    z.looseObject({
      display: z.string(),
      label: z.string(),
      collapsed: z.optional(z.boolean()),
      multiple: z.optional(z.string()),
      hierarchyDelimiter: z.optional(z.string()),
    }),
  ),
  pagination: z.looseObject({ defaultPageSize: z.number() }),
});

/** How the site's search shows one facet. */
export interface MetaFacet {
  field: string;
  label: string;
  /** Searchspring's display: `list`, `slider`, `hierarchy`, `grid` or `palette`. */
  display: string;
  /** Shown closed until opened. */
  collapsed: boolean;
  /** `or` and `and` allow several values, `single` one. */
  multiple?: string;
  hierarchyDelimiter?: string;
}

/** How the site's search is set up: its sort options, facets in display order, and the default page size. */
export interface SearchMeta {
  sortOptions: { field: string; direction: 'asc' | 'desc'; label: string }[];
  facets: MetaFacet[];
  defaultPageSize: number;
}

/** The meta answer as the site reads it: sort directions other than asc/desc (none are known) are left out. */
export function toSearchMeta(wire: z.output<typeof wireSiteMeta>): SearchMeta {
  return {
    sortOptions: wire.sortOptions.flatMap(({ field, direction, label }) =>
      direction === 'asc' || direction === 'desc' ? [{ field, direction, label }] : [],
    ),
    facets: Object.entries(wire.facets).map(([field, facet]) => ({
      field,
      label: facet.label,
      display: facet.display,
      collapsed: facet.collapsed ?? false,
      ...(facet.multiple ? { multiple: facet.multiple } : {}),
      ...(facet.hierarchyDelimiter ? { hierarchyDelimiter: facet.hierarchyDelimiter } : {}),
    })),
    defaultPageSize: wire.pagination.defaultPageSize,
  };
}

/** `search.meta()` over a Searchspring GET. */
export const createSiteMeta =
  (get: SearchspringGet) =>
  async (_input?: NoInput, options: SearchspringOptions = {}): Promise<SearchMeta> =>
    toSearchMeta(
      parseWire(wireSiteMeta, await get('/api/meta/meta.json', new URLSearchParams(), options), 'Searchspring meta'),
    );
