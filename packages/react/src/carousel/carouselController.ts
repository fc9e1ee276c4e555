import { CAROUSEL_BREAKPOINTS, CAROUSEL_NARROWEST, carouselLayout } from '@bookshop/sdk/rules';

/** keen-slider's `slides` option for one breakpoint. */
export interface CarouselSlidesOption {
  slides: { perView: number; spacing: number };
}

/** keen-slider options for the carousel breakpoints of spec C9 (narrowest first, since the last match wins). */
export interface CarouselSliderOptions extends CarouselSlidesOption {
  breakpoints: Record<string, CarouselSlidesOption>;
}

/**
 * keen-slider options that show as many items as `carouselLayout` says at every width: 1 below 375 px, then
 * 2, 3, 4, 5 and 6 from 375, 680, 768, 1023 and 1380 px. Media queries are listed narrowest first because
 * keen-slider applies the last one that matches.
 *
 * @example
 * ```ts
 * carouselSliderOptions(16).breakpoints['(min-width: 1380px)']; // { slides: { perView: 6, spacing: 16 } }
 * ```
 */
export function carouselSliderOptions(spacing = 0): CarouselSliderOptions {
  const breakpoints: Record<string, CarouselSlidesOption> = {};
  for (const band of [...CAROUSEL_BREAKPOINTS].reverse()) {
    breakpoints[`(min-width: ${band.minWidth}px)`] = { slides: { perView: band.perView, spacing } };
  }
  return { slides: { perView: CAROUSEL_NARROWEST.perView, spacing }, breakpoints };
}

/**
 * The first item to show after pressing 'Next' (`direction` 1) or 'Previous' (-1): one step of the layout for
 * this width (3 at 1380+, 2 from 768, else 1), kept so that the last page is full and the first item is 0.
 *
 * @example
 * ```ts
 * carouselTarget({ current: 0, count: 30, width: 1440, direction: 1 }); // 3
 * carouselTarget({ current: 22, count: 30, width: 1440, direction: 1 }); // 24 (the last 6 items)
 * ```
 */
export function carouselTarget({
  current,
  count,
  width,
  direction,
}: {
  current: number;
  count: number;
  width: number;
  direction: 1 | -1;
}): number {
  const { perView, step } = carouselLayout(width);
  const last = Math.max(0, count - perView);
  return Math.min(last, Math.max(0, current + direction * step));
}

/** Whether the previous and next buttons can move, for the first shown item and the width. */
export function carouselEnds({ current, count, width }: { current: number; count: number; width: number }) {
  const { perView } = carouselLayout(width);
  return { atStart: current <= 0, atEnd: current >= Math.max(0, count - perView) };
}

/**
 * The first item to show so that item `index` is on screen: unchanged when it already is, else the least move that
 * brings it in (it becomes the first or the last item shown). Keyboard focus moving into a hidden item uses it, so
 * the focused card is never off screen.
 *
 * @example
 * ```ts
 * carouselReveal({ current: 0, count: 30, width: 1440, index: 8 }); // 3 (items 3–8 shown)
 * carouselReveal({ current: 6, count: 30, width: 1440, index: 2 }); // 2
 * ```
 */
export function carouselReveal({
  current,
  count,
  width,
  index,
}: {
  current: number;
  count: number;
  width: number;
  index: number;
}): number {
  const { perView } = carouselLayout(width);
  if (index < current) return index;
  if (index < current + perView) return current;
  return Math.min(Math.max(0, count - perView), index - perView + 1);
}
