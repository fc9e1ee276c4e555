/**
 * Carousel breakpoints (spec C9), widest first: at `minWidth` px and above, `perView` items show and a slide moves
 * `step`. Below the last entry's width the carousel shows {@link CAROUSEL_NARROWEST}.
 *
 * @example
 * ```ts
 * const breakpoints = Object.fromEntries(
 *   CAROUSEL_BREAKPOINTS.map(({ minWidth, perView }) => [`(min-width: ${minWidth}px)`, { slides: { perView } }]),
 * );
 * ```
 */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 1380, perView: 6, step: 3 },
  { minWidth: 1023, perView: 5, step: 2 },
  { minWidth: 768, perView: 4, step: 2 },
  { minWidth: 680, perView: 3, step: 1 },
  { minWidth: 375, perView: 2, step: 1 },
] as const;
/**
 * The carousel layout below the narrowest breakpoint: one item, moved one at a time.
 *
 * @example
 * ```ts
 * const options = { slides: { perView: CAROUSEL_NARROWEST.perView } };
 * ```
 */
export const CAROUSEL_NARROWEST = { perView: 1, step: 1 } as const;

/** How many carousel items show at once, and how many one slide moves. */
export interface CarouselLayout {
  perView: number;
  step: number;
}

/**
 * The carousel layout for a viewport width in CSS pixels (spec C9): 1380+ 6/3, 1023–1379 5/2, 768–1022 4/2,
 * 680–767 3/1, 375–679 2/1, below 375 1/1. A fractional width belongs to the band it has reached (1022.5 is still
 * 4/2); a width that is not a number gets the narrowest layout.
 *
 * @example
 * ```ts
 * carouselLayout(1440); // { perView: 6, step: 3 }
 * carouselLayout(390); // { perView: 2, step: 1 }
 * ```
 */
export function carouselLayout(width: number): CarouselLayout {
  const band = CAROUSEL_BREAKPOINTS.find((breakpoint) => width >= breakpoint.minWidth) ?? CAROUSEL_NARROWEST;
  return { perView: band.perView, step: band.step };
}
