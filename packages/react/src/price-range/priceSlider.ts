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

const clamp = (value: number, { min, max }: SliderSpan) => Math.min(max, Math.max(min, value));

/**
 * Where an arrow or Page key moves a thumb (Home and End are the range input's own): onto the step's grid ($13 up a
 * $5 step is $15, so an end typed off the grid rejoins it) and never out of the span. `null` for any other key.
 *
 * @example
 * ```ts
 * sliderKeyValue('ArrowRight', 13, { min: 13, max: 97, step: 5 }); // 15
 * sliderKeyValue('PageDown', 60, { min: 13, max: 97, step: 5 }); // 13
 * ```
 */
export function sliderKeyValue(key: string, value: number, span: SliderSpan): number | null {
  const steps = KEY_STEPS[key];
  return steps ? clamp((Math[steps > 0 ? 'floor' : 'ceil'](value / span.step) + steps) * span.step, span) : null;
}

/**
 * A dragged value on the step's grid; the span's ends stay themselves (the facet's lowest and highest prices are
 * seldom on the grid, and a drag to the end of the track must reach them).
 *
 * @example
 * ```ts
 * sliderSnap(14, { min: 13, max: 97, step: 5 }); // 15
 * sliderSnap(97, { min: 13, max: 97, step: 5 }); // 97
 * ```
 */
export const sliderSnap = (value: number, span: SliderSpan) =>
  value === span.min || value === span.max ? value : clamp(Math.round(value / span.step) * span.step, span);
