/**
 * Items the added-to-basket flyout's carousel shows at a time, at every width (spec A9: one item at a time).
 *
 * @example
 * ```ts
 * new KeenSlider(viewport, { slides: { perView: FLYOUT_CAROUSEL_PER_VIEW, spacing: 8 } });
 * ```
 */
export const FLYOUT_CAROUSEL_PER_VIEW = 1;

/**
 * The item a one-at-a-time carousel shows after 'Next' (`direction` 1) or 'Previous' (-1), and whether it is then
 * at either end: it stops at the first and the last item rather than wrapping, so the buttons say where it is.
 *
 * @example
 * ```ts
 * flyoutCarouselStep({ current: 0, count: 3, direction: 1 }); // { index: 1, atStart: false, atEnd: false }
 * flyoutCarouselStep({ current: 2, count: 3, direction: 1 }); // { index: 2, atStart: false, atEnd: true }
 * ```
 */
export function flyoutCarouselStep({
  current,
  count,
  direction,
}: {
  current: number;
  count: number;
  direction: 1 | -1 | 0;
}): { index: number; atStart: boolean; atEnd: boolean } {
  const last = Math.max(0, count - FLYOUT_CAROUSEL_PER_VIEW);
  const index = Math.min(last, Math.max(0, current + direction));
  return { index, atStart: index <= 0, atEnd: index >= last };
}
