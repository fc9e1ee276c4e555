import { type AddressFormInput, AU_STATES, COUNTRIES, type CountryCode } from '@bookshop/sdk/rules';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import type { AddressFormClassNames } from './AddressForm';

type AddressFieldName = keyof AddressFormInput;
/** Any form holding the manual address's fields as text (the address form's own, or the checkout's). */
type WithAddressFields = Record<AddressFieldName, string>;

export interface AddressFieldsProps {
  /** The field ids' prefix (a `useId()`), so two forms on a page never share an id. */
  id: string;
  register: UseFormRegister<WithAddressFields>;
  setValue: UseFormSetValue<WithAddressFields>;
  errors: FieldErrors<WithAddressFields>;
  /** The country chosen now: Australia asks for a State, New Zealand for a City. */
  country: string;
  /** Whether the shopper has been to the state or city field (its message shows again after a country change). */
  stateOrCityTouched: boolean;
  countries?: readonly CountryCode[];
  countryNames?: Partial<Record<CountryCode, string>>;
  classNames?: AddressFormClassNames;
}

const COUNTRY_NAMES: Record<CountryCode, string> = { AU: 'Australia', NZ: 'New Zealand' };

/**
 * The manual address's six fields (House/Apartment, Street, Suburb, Postcode, Country, State or City), shared by the
 * address book's form and the checkout's so both ask for an address the same way. Not exported: a form owns them.
 */
export function AddressFields({
  id,
  register,
  setValue,
  errors,
  country,
  stateOrCityTouched,
  countries = COUNTRIES,
  countryNames = {},
  classNames = {},
}: AddressFieldsProps) {
  const describe = (name: AddressFieldName) => {
    const message = errors[name]?.message;
    return {
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-${name}-error` : undefined,
      'aria-required': true,
    } as const;
  };
  const error = (name: AddressFieldName) => {
    const message = errors[name]?.message;
    return message ? (
      <p id={`${id}-${name}-error`} className={classNames.fieldError} data-field={name}>
        {message}
      </p>
    ) : null;
  };
  const text = (name: 'building' | 'street' | 'suburb' | 'postcode' | 'stateOrCity', label: string, auto: string) => (
    <div className={classNames.field}>
      <label htmlFor={`${id}-${name}`} className={classNames.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type="text"
        autoComplete={auto}
        maxLength={100}
        className={classNames.input}
        {...describe(name)}
        {...register(name)}
      />
      {error(name)}
    </div>
  );
  // Registered in field order: on a failed submit react-hook-form focuses the first field registered in error.
  const building = text('building', 'House/Apartment *', 'address-line2');
  const street = text('street', 'Street *', 'address-line1');
  const suburb = text('suburb', 'Suburb *', 'address-level3');
  const postcode = text('postcode', 'Postcode *', 'postal-code');
  const countryField = register('country', {
    onChange: () =>
      // The state or city belonged to the other country.
      setValue('stateOrCity', '', { shouldValidate: stateOrCityTouched }),
  });
  return (
    <>
      {building}
      {street}
      {suburb}
      {postcode}
      <div className={classNames.field}>
        <label htmlFor={`${id}-country`} className={classNames.label}>
          Country *
        </label>
        <select
          id={`${id}-country`}
          autoComplete="country"
          className={classNames.select}
          {...describe('country')}
          {...countryField}
        >
          <option value="">Please select country</option>
          {countries.map((code) => (
            <option key={code} value={code}>
              {countryNames[code] ?? COUNTRY_NAMES[code]}
            </option>
          ))}
        </select>
        {error('country')}
      </div>
      {country === 'AU' ? (
        <div className={classNames.field}>
          <label htmlFor={`${id}-stateOrCity`} className={classNames.label}>
            State *
          </label>
          <select
            id={`${id}-stateOrCity`}
            autoComplete="address-level1"
            className={classNames.select}
            {...describe('stateOrCity')}
            {...register('stateOrCity')}
          >
            <option value="">Select state</option>
            {AU_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
          {error('stateOrCity')}
        </div>
      ) : (
        text('stateOrCity', 'City *', 'address-level2')
      )}
    </>
  );
}
