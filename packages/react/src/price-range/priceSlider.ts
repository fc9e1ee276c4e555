/** The span a thumb may take, and the slider's step, all in whole dollars. */
export interface SliderSpan {
  min: number;
  max: number;
  step: number;
}

// Steps a key moves a thumb by (the WAI-ARIA slider pattern: arrows one, Page Up and Page Down ten).
const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * A thumb moved from `from` to `to` lands on the step's grid, rounded the way it moved, so every move (a drag, or an
 * assistive technology's one-dollar increment) reaches the next step; the span's ends stay themselves (the facet's
 * lowest and highest prices are seldom on the grid, and must be reachable).
 *
 * @example
 * ```ts
 * sliderSnap(16, 15, { min: 13, max: 97, step: 5 }); // 20
 * sliderSnap(97, 95, { min: 13, max: 97, step: 5 }); // 97
 * ```
 */
export const sliderSnap = (to: number, from: number, span: SliderSpan) =>
  to === span.min || to === span.max
    ? to
    : Math.min(span.max, Math.max(span.min, Math[to > from ? 'ceil' : 'floor'](to / span.step) * span.step));

/**
 * Where an arrow or Page key moves a thumb (Home and End are the range input's own): to the next step of the grid
 * that way, or ten ($13 up a $5 step is $15, so an end typed off the grid rejoins it), never out of the span. `null`
 * for any other key.
 *
 * @example
 * ```ts
 * sliderKeyValue('ArrowRight', 13, { min: 13, max: 97, step: 5 }); // 15
 * sliderKeyValue('PageDown', 60, { min: 13, max: 97, step: 5 }); // 13
 * ```
 */
export function sliderKeyValue(key: string, value: number, span: SliderSpan): number | null {
  const steps = KEY_STEPS[key];
  if (!steps) return null;
  // One dollar that way finds the next step; each further step adds a whole one.
  const way = Math.sign(steps);
  return sliderSnap(value + way + (steps - way) * span.step, value, span);
}
