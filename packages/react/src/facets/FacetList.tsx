import { type ComponentPropsWithoutRef, forwardRef, useId, useRef, useState } from 'react';
import { useTickedBeforeHydration } from '../dom/useTickedBeforeHydration';
import { type FacetOption, facetScrolls, filterFacetOptions, seeMore, toggleFacetValue } from './facetListController';

export interface FacetListClassNames {
  legend?: string;
  filter?: string;
  list?: string;
  item?: string;
  checkbox?: string;
  label?: string;
  count?: string;
  seeMore?: string;
  empty?: string;
}

export interface FacetListProps extends Omit<ComponentPropsWithoutRef<'fieldset'>, 'children' | 'onChange'> {
  /** The facet's name, shown as the group's legend (e.g. 'Format'). */
  label: string;
  options: readonly FacetOption[];
  /** Selected values (controlled). */
  value?: readonly string[];
  /** Initially selected values (uncontrolled). */
  defaultValue?: readonly string[];
  onValueChange?: (value: string[]) => void;
  /** 'single' keeps at most one value ticked. */
  multiple?: 'single' | 'multiple';
  /** Adds a text box that narrows the values (the author facet). */
  filterable?: boolean;
  classNames?: FacetListClassNames;
}

/**
 * An unstyled checkbox list for one facet: a `fieldset` with a legend, one labelled checkbox per value (with its
 * count), an optional text filter, and — when there are more than 5 values — `data-scrolls` on the list (the site
 * limits its height) and a 'See More' button that scrolls it 180 px. Each item has `data-state` checked/unchecked.
 * A box ticked in the server's markup before hydration is reported once hydrated, so an early click is not lost.
 *
 * @example
 * ```tsx
 * <FacetList label="Format" options={facet.values} value={selected} onValueChange={(next) => go(next)} />
 * ```
 */
export const FacetList = forwardRef<HTMLFieldSetElement, FacetListProps>(function FacetList(
  {
    label,
    options,
    value,
    defaultValue = [],
    onValueChange,
    multiple = 'multiple',
    filterable = false,
    classNames = {},
    ...props
  },
  ref,
) {
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const [text, setText] = useState('');
  const selected = value ?? uncontrolled;
  const shown = filterFacetOptions(options, text);
  const scrolls = facetScrolls(shown.length);
  const apply = (toggled: readonly string[]) => {
    const next = toggled.reduce<string[]>(
      (current, option) => toggleFacetValue(current, option, multiple),
      [...selected],
    );
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  // A box ticked on the server's page before the scripts arrived counts as if ticked now.
  useTickedBeforeHydration(list, apply);
  return (
    <fieldset {...props} ref={ref}>
      <legend className={classNames.legend}>{label}</legend>
      {filterable ? (
        <input
          type="search"
          className={classNames.filter}
          aria-label={`Filter ${label}`}
          placeholder={`Search ${label.toLowerCase()}`}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      ) : null}
      <ul ref={list} id={`${id}-values`} className={classNames.list} data-scrolls={scrolls ? '' : undefined}>
        {shown.map((option, index) => {
          const checked = selected.includes(option.value);
          const inputId = `${id}-${index}`;
          return (
            <li key={option.value} className={classNames.item} data-state={checked ? 'checked' : 'unchecked'}>
              <input
                id={inputId}
                type="checkbox"
                value={option.value}
                className={classNames.checkbox}
                checked={checked}
                onChange={() => apply([option.value])}
              />
              <label htmlFor={inputId} className={classNames.label}>
                {option.label} <span className={classNames.count}>({option.count})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {/* With a text box the status is mounted with it, so narrowing the list down to nothing is read out, not only
          shown; until then it has neither text nor the `empty` class (no styled box). */}
      {filterable ? (
        <p role="status" className={shown.length === 0 ? classNames.empty : undefined}>
          {shown.length === 0 ? 'No matches' : ''}
        </p>
      ) : shown.length === 0 ? (
        <p className={classNames.empty}>No matches</p>
      ) : null}
      {scrolls ? (
        <button
          type="button"
          className={classNames.seeMore}
          aria-controls={`${id}-values`}
          onClick={() => {
            if (list.current) seeMore(list.current);
          }}
        >
          See More
        </button>
      ) : null}
    </fieldset>
  );
});
