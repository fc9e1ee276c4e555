import { type ComponentPropsWithoutRef, forwardRef, useRef } from 'react';
import { useMergedRef } from '../dom/useMergedRef';
import { useTypedBeforeHydration } from '../dom/useTypedBeforeHydration';
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
 * An unstyled price filter: two range sliders ('Minimum price', 'Maximum price') and two dollar boxes ('Min $ (minimum
 * price in dollars)', 'Max $ (maximum …)'), all in whole dollars. `data-state` is `pending` while the 500 ms debounce
 * runs, else `idle`.
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
  // The two ends differ only in names, value and setter; one description each keeps the markup in one place.
  const ends = [
    { key: 'min', name: 'Minimum', short: 'Min', value: state.min, fallback: lowest, set: controller.setMin },
    { key: 'max', name: 'Maximum', short: 'Max', value: state.max, fallback: highest, set: controller.setMax },
  ] as const;
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
            aria-valuetext={`$${end.value}`}
            min={sliderMin}
            max={sliderMax}
            step={stepDollars}
            value={Number.isNaN(end.value) ? end.fallback : end.value}
            onChange={(event) => end.set(Number(event.target.value))}
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
