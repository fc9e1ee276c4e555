/** Facet value lists scroll after this many values; 'See More' scrolls by this much, in CSS pixels (spec C9). */
const FACET_VISIBLE_VALUES = 5;
const FACET_SEE_MORE_SCROLL_PX = 180;

/** A value a facet offers, as the search service counts it. */
export interface FacetOption {
  label: string;
  value: string;
  count: number;
}

/**
 * The selection after a shopper ticks or unticks `value`: a multiple-choice facet adds or removes it, a
 * single-choice facet (rating: '4 stars and up') holds at most that one value.
 *
 * @example
 * ```ts
 * toggleFacetValue(['Hardcover'], 'Paperback', 'multiple'); // ['Hardcover', 'Paperback']
 * toggleFacetValue(['4'], '3', 'single'); // ['3']
 * ```
 */
export function toggleFacetValue(
  selected: readonly string[],
  value: string,
  multiple: 'single' | 'multiple' = 'multiple',
): string[] {
  if (selected.includes(value)) return selected.filter((item) => item !== value);
  return multiple === 'single' ? [value] : [...selected, value];
}

/**
 * The values that match a text filter (the author facet's search box): case-insensitive, on the label, and
 * ignoring accents, so 'bronte' finds 'Brontë'. An empty filter keeps every value.
 *
 * @example
 * ```ts
 * filterFacetOptions([{ label: 'Max Lucado', value: 'Max Lucado', count: 3 }], 'luc').length; // 1
 * ```
 */
export function filterFacetOptions<Option extends FacetOption>(options: readonly Option[], text: string): Option[] {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = fold(text.trim());
  return wanted ? options.filter((option) => fold(option.label).includes(wanted)) : [...options];
}

/** Whether a values list is long enough to scroll and to offer 'See More' (more than 5 values, spec C9). */
export function facetScrolls(count: number): boolean {
  return count > FACET_VISIBLE_VALUES;
}

/**
 * Scrolls a values list one 'See More' step (180 px) further down; back to the top once the end is reached, so the
 * button always does something.
 */
export function seeMore(list: Pick<HTMLElement, 'scrollTop' | 'scrollHeight' | 'clientHeight' | 'scrollTo'>): void {
  const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 1;
  const top = atEnd ? 0 : list.scrollTop + FACET_SEE_MORE_SCROLL_PX;
  if (typeof list.scrollTo === 'function') list.scrollTo({ top, behavior: 'smooth' });
  else list.scrollTop = top;
}
