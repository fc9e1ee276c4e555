import { type ComponentPropsWithoutRef, forwardRef, useRef } from 'react';
import { useMergedRef } from '../dom/useMergedRef';
import { useTypedBeforeHydration } from '../dom/useTypedBeforeHydration';
import { sliderKeyValue, sliderSnap } from './priceSlider';
import type { usePriceRange } from './usePriceRange';

export interface PriceRangeClassNames {
  legend?: string;
  /** The track both thumbs share. */
  sliders?: string;
  /** Each thumb: a range input over the whole track. */
  slider?: string;
  inputs?: string;
  field?: string;
  input?: string;
}

export interface PriceRangeProps extends Omit<ComponentPropsWithoutRef<'fieldset'>, 'children'> {
  /** From `usePriceRange()`. */
  priceRange: ReturnType<typeof usePriceRange>;
  /** The facet's bounds in cents. */
  bounds: { low: number; high: number };
  /** The slider step in cents (500 by default). */
  step?: number;
  label?: string;
  classNames?: PriceRangeClassNames;
}

/**
 * An unstyled price filter: two thumbs on one track ('Minimum price', 'Maximum price': range inputs laid over each
 * other, moved by dragging, arrows and Page Up/Down in the facet's steps, Home and End) and two dollar boxes ('Min $
 * (minimum price in dollars)', 'Max $ (maximum …)'), all in whole dollars and always showing the same two ends. A thumb
 * searches once, on release; a box 500 ms after typing (or on Enter). `data-state` is `pending` until then, else
 * `idle`. Stacking the inputs and drawing the one track is the caller's styling.
 *
 * @example
 * ```tsx
 * const priceRange = usePriceRange({ bounds, active, onCommit });
 * <PriceRange priceRange={priceRange} bounds={bounds} classNames={styles} />
 * ```
 */
export const PriceRange = forwardRef<HTMLFieldSetElement, PriceRangeProps>(function PriceRange(
  { priceRange: { state, controller }, bounds, step, label = 'Price', classNames = {}, ...props },
  ref,
) {
  const lowest = Math.floor(bounds.low / 100);
  const highest = Math.ceil(bounds.high / 100);
  const read = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text)));
  const shown = (dollars: number) => (Number.isNaN(dollars) ? '' : dollars);
  // A thumb stands where its box says (the range input holds it to the facet); an emptied box, at its end.
  const low = Number.isNaN(state.min) ? lowest : state.min;
  const high = Number.isNaN(state.max) ? highest : state.max;
  // The two ends differ only in names, values and setter; one description each keeps the markup in one place.
  const ends = [
    {
      key: 'min',
      name: 'Minimum',
      short: 'Min',
      value: state.min,
      thumb: low,
      set: controller.setMin,
      // A thumb stops at the other.
      slide: (dollars: number) => controller.slide({ min: Math.min(dollars, high), max: high }),
    },
    {
      key: 'max',
      name: 'Maximum',
      short: 'Max',
      value: state.max,
      thumb: high,
      set: controller.setMax,
      slide: (dollars: number) => controller.slide({ min: low, max: Math.max(dollars, low) }),
    },
  ] as const;
  const span = { min: lowest, max: highest, step: controller.stepDollars(step) };
  const fieldset = useRef<HTMLFieldSetElement | null>(null);
  const ownAndForwarded = useMergedRef(fieldset, ref);
  useTypedBeforeHydration(fieldset, (typed) => {
    for (const end of ends) {
      const text = typed[`price-${end.key}`];
      if (text !== undefined) end.set(read(text));
    }
  });
  return (
    <fieldset data-state={state.pending ? 'pending' : 'idle'} {...props} ref={ownAndForwarded}>
      <legend className={classNames.legend}>{label}</legend>
      <div className={classNames.sliders}>
        {ends.map((end) => (
          <input
            key={end.key}
            type="range"
            className={classNames.slider}
            aria-label={`${end.name} price`}
            aria-valuetext={`$${end.thumb}`}
            min={lowest}
            max={highest}
            // Whole dollars, so a thumb can stand on any end a box shows; drags and keys keep to the facet's steps.
            step={1}
            value={end.thumb}
            onChange={(event) => end.slide(sliderSnap(Number(event.target.value), end.thumb, span))}
            onKeyDown={(event) => {
              const next = sliderKeyValue(event.key, end.thumb, span);
              if (next === null) return;
              event.preventDefault();
              end.slide(next);
            }}
            // A key held down or a drag moves the thumb at every step; letting go (or leaving) searches once.
            onKeyUp={controller.flush}
            onPointerUp={controller.flush}
            onBlur={controller.flush}
          />
        ))}
      </div>
      <div className={classNames.inputs}>
        {ends.map((end) => (
          <label key={end.key} className={classNames.field}>
            <span>{end.short} $</span>
            <input
              type="number"
              name={`price-${end.key}`}
              inputMode="numeric"
              className={classNames.input}
              // The visible 'Min $' starts the name (WCAG 2.5.3: what a shopper sees is what voice control hears).
              aria-label={`${end.short} $ (${end.name.toLowerCase()} price in dollars)`}
              min={lowest}
              max={highest}
              step={1}
              value={shown(end.value)}
              onChange={(event) => end.set(read(event.target.value))}
              onKeyDown={(event) => {
                if (event.key === 'Enter') controller.flush();
              }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
});
