import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import type { usePriceRange } from './usePriceRange';

export interface PriceRangeClassNames {
  legend?: string;
  sliders?: string;
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
 * An unstyled price filter: two range sliders ('Minimum price', 'Maximum price') and two dollar boxes, all in whole
 * dollars. `data-state` is `pending` while the 500 ms debounce runs, else `idle`.
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
  const stepDollars = controller.stepDollars(step);
  // The sliders snap to whole steps from a round number; the controller clamps the ends to the facet anyway.
  const sliderMin = Math.floor(lowest / stepDollars) * stepDollars;
  const sliderMax = Math.ceil(highest / stepDollars) * stepDollars;
  const read = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text)));
  const shown = (dollars: number) => (Number.isNaN(dollars) ? '' : dollars);
  return (
    <fieldset data-state={state.pending ? 'pending' : 'idle'} {...props} ref={ref}>
      <legend className={classNames.legend}>{label}</legend>
      <div className={classNames.sliders}>
        <input
          type="range"
          className={classNames.slider}
          aria-label="Minimum price"
          aria-valuetext={`$${state.min}`}
          min={sliderMin}
          max={sliderMax}
          step={stepDollars}
          value={Number.isNaN(state.min) ? lowest : state.min}
          onChange={(event) => controller.setMin(Number(event.target.value))}
        />
        <input
          type="range"
          className={classNames.slider}
          aria-label="Maximum price"
          aria-valuetext={`$${state.max}`}
          min={sliderMin}
          max={sliderMax}
          step={stepDollars}
          value={Number.isNaN(state.max) ? highest : state.max}
          onChange={(event) => controller.setMax(Number(event.target.value))}
        />
      </div>
      <div className={classNames.inputs}>
        <label className={classNames.field}>
          <span>Min $</span>
          <input
            type="number"
            inputMode="numeric"
            className={classNames.input}
            aria-label="Minimum price in dollars"
            min={lowest}
            max={highest}
            step={1}
            value={shown(state.min)}
            onChange={(event) => controller.setMin(read(event.target.value))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') controller.flush();
            }}
          />
        </label>
        <label className={classNames.field}>
          <span>Max $</span>
          <input
            type="number"
            inputMode="numeric"
            className={classNames.input}
            aria-label="Maximum price in dollars"
            min={lowest}
            max={highest}
            step={1}
            value={shown(state.max)}
            onChange={(event) => controller.setMax(read(event.target.value))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') controller.flush();
            }}
          />
        </label>
      </div>
    </fieldset>
  );
});
