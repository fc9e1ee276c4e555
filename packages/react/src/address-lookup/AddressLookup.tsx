import type { AddressSuggestion } from '@bookshop/sdk';
import { type AddressType, addressLookupLabel, COUNTRIES, type CountryCode } from '@bookshop/sdk/rules';
import { type ComponentPropsWithoutRef, forwardRef, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import type { useAddressLookup } from './useAddressLookup';

export interface AddressLookupClassNames {
  countryField?: string;
  countryLabel?: string;
  countrySelect?: string;
  searchField?: string;
  searchLabel?: string;
  inputWrapper?: string;
  input?: string;
  clear?: string;
  list?: string;
  option?: string;
  optionText?: string;
  optionDescription?: string;
  status?: string;
  failure?: string;
  banner?: string;
  unsupported?: string;
}

export interface AddressLookupProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /** From `useAddressLookup()`. */
  lookup: ReturnType<typeof useAddressLookup>;
  /** Labels the search field 'Delivery Address *' (shipping, the default) or 'Billing Address *'. */
  type?: AddressType;
  /** The countries offered, in order. */
  countries?: readonly CountryCode[];
  /** How each country is named in the select. */
  countryNames?: Partial<Record<CountryCode, string>>;
  /** The search field's placeholder. */
  placeholder?: string;
  classNames?: AddressLookupClassNames;
}

const COUNTRY_NAMES: Record<CountryCode, string> = { AU: 'Australia', NZ: 'New Zealand' };

/**
 * An unstyled address-lookup field: a country select ('Country*', placeholder 'Please select country') and a search
 * field following the ARIA combobox pattern. Arrow keys move through the suggestions, Enter picks the highlighted
 * one, Escape closes the list (and only the list, while it is open); a button clears the field. Messages (lookup
 * failure, nothing found, an address type that cannot be accepted) are announced. `data-state` on the root is
 * `open` or `closed`, `data-valid` is set while a picked address is in the field.
 *
 * @example
 * ```tsx
 * const lookup = useAddressLookup({ source: { find, retrieve }, onAddressChange: setPicked });
 * <AddressLookup lookup={lookup} type="billing" classNames={styles} />
 * ```
 */
export const AddressLookup = forwardRef<HTMLDivElement, AddressLookupProps>(function AddressLookup(
  {
    lookup: { state, controller },
    type = 'shipping',
    countries = COUNTRIES,
    countryNames = {},
    placeholder = 'Start typing your address',
    classNames = {},
    ...props
  },
  ref,
) {
  const id = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const field = useRef<HTMLDivElement | null>(null);
  const listId = `${id}-list`;
  const messagesId = `${id}-messages`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = state.open && state.activeIndex >= 0 ? optionId(state.activeIndex) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);
  const disabled = !state.country || state.failure !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      controller.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Enter picks a suggestion, never submits the surrounding form with a half-typed address.
      event.preventDefault();
      controller.pickActive();
    } else if (event.key === 'Escape' && state.open) {
      event.preventDefault();
      event.stopPropagation();
      controller.close();
    }
  };
  const pick = (suggestion: AddressSuggestion) => {
    controller.pick(suggestion);
    input.current?.focus();
  };

  return (
    <div
      {...props}
      ref={ref}
      data-state={state.open ? 'open' : 'closed'}
      data-valid={state.valid ? '' : undefined}
      data-status={state.status}
    >
      <div className={classNames.countryField}>
        <label htmlFor={`${id}-country`} className={classNames.countryLabel}>
          Country*
        </label>
        <select
          id={`${id}-country`}
          required
          className={classNames.countrySelect}
          value={state.country}
          onChange={(event) => controller.setCountry(event.target.value as CountryCode | '')}
        >
          <option value="" disabled>
            Please select country
          </option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryNames[code] ?? COUNTRY_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      <div ref={field} className={classNames.searchField}>
        <label htmlFor={`${id}-search`} className={classNames.searchLabel}>
          {addressLookupLabel(type)}
        </label>
        <div className={classNames.inputWrapper}>
          <input
            ref={input}
            id={`${id}-search`}
            type="text"
            role="combobox"
            aria-expanded={state.open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-describedby={messagesId}
            aria-invalid={state.unsupported !== null || undefined}
            aria-required
            autoComplete="off"
            maxLength={200}
            disabled={disabled}
            placeholder={placeholder}
            className={classNames.input}
            value={state.query}
            onChange={(event) => controller.setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              // A press on a suggestion keeps the focus here (see the option's mouse down); anything else closes.
              if (!field.current?.contains(event.relatedTarget)) controller.close();
            }}
          />
          {state.query && !disabled ? (
            <button
              type="button"
              aria-label="Clear address"
              className={classNames.clear}
              onClick={() => {
                controller.clear();
                input.current?.focus();
              }}
            >
              ×
            </button>
          ) : null}
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label="Address suggestions"
          hidden={!state.open}
          className={classNames.list}
        >
          {state.suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard reaches options from the field (aria-activedescendant: arrows, Enter)
            <div
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === state.activeIndex}
              data-container={suggestion.container ? '' : undefined}
              className={classNames.option}
              // Keeps the focus in the field, so the list does not close before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              <span className={classNames.optionText}>{suggestion.text}</span>{' '}
              <span className={classNames.optionDescription}>{suggestion.description}</span>
            </div>
          ))}
        </div>
        <div id={messagesId}>
          {state.status === 'loading' || state.status === 'retrieving' ? (
            <span role="status" className={classNames.status}>
              Searching…
            </span>
          ) : null}
          {state.failure ? (
            <p role="alert" className={classNames.failure}>
              {state.failure}
            </p>
          ) : null}
          {state.banner ? (
            <p role="alert" className={classNames.banner}>
              {state.banner}
            </p>
          ) : null}
          {state.unsupported ? (
            <p role="alert" className={classNames.unsupported}>
              {state.unsupported}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
});
