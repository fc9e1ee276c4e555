import {
  type AddressFormInput,
  addressFormSchema,
  COUNTRIES,
  type CountryCode,
  DEFAULT_COUNTRY,
} from '@bookshop/sdk/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields } from './AddressFields';

export interface AddressFormClassNames {
  field?: string;
  label?: string;
  input?: string;
  select?: string;
  fieldError?: string;
  submit?: string;
}

export interface AddressFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** The address being edited, as form values; a new address starts empty in Australia. */
  defaultValues?: Partial<AddressFormInput>;
  /** Receives the values trimmed and checked by the SDK's `addressFormSchema`. */
  onSubmit: (values: AddressFormInput) => void | Promise<void>;
  /** The submit button's text: 'Add' by default ('Update' when editing). */
  submitLabel?: ReactNode;
  /** The countries offered, in order. */
  countries?: readonly CountryCode[];
  /** How each country is named in the select. */
  countryNames?: Partial<Record<CountryCode, string>>;
  /** Disables the submit button while something else is in progress (a save). */
  busy?: boolean;
  /** Extra fields after the address (a 'same as' checkbox). */
  children?: ReactNode;
  /** What follows the submit button (Cancel, Delete address). */
  actions?: ReactNode;
  classNames?: AddressFormClassNames;
}

/** What the fields hold while the shopper types: text, before the schema trims and checks it. */
type AddressFormValues = Record<keyof AddressFormInput, string>;

const EMPTY: AddressFormValues = {
  building: '',
  street: '',
  suburb: '',
  postcode: '',
  country: DEFAULT_COUNTRY,
  stateOrCity: '',
};

/**
 * An unstyled manual address form on react-hook-form and the SDK's `addressFormSchema` (spec A2, A5): House/Apartment,
 * Street, Suburb, Postcode, Country (Australia by default, or New Zealand) and a State select (Australia) or a City
 * field (New Zealand). Every field is trimmed and required, each showing its message once visited, in field order;
 * the submit button stays disabled until the form is valid, and changing the country clears the state or city.
 *
 * @example
 * ```tsx
 * <AddressForm onSubmit={save} submitLabel="Add" actions={<button type="button" onClick={close}>Cancel</button>} />
 * ```
 */
export const AddressForm = forwardRef<HTMLFormElement, AddressFormProps>(function AddressForm(
  {
    defaultValues,
    onSubmit,
    submitLabel = 'Add',
    countries = COUNTRIES,
    countryNames = {},
    busy = false,
    children,
    actions,
    classNames = {},
    ...props
  },
  ref,
) {
  const id = useId();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isValid, isSubmitting, touchedFields },
  } = useForm<AddressFormValues, unknown, AddressFormInput>({
    resolver: zodResolver(addressFormSchema),
    mode: 'all',
    defaultValues: { ...EMPTY, ...defaultValues },
  });
  const country = watch('country');
  return (
    <form ref={ref} noValidate {...props} onSubmit={handleSubmit((values) => onSubmit(values))}>
      <AddressFields
        id={id}
        register={register}
        setValue={setValue}
        errors={errors}
        country={country}
        stateOrCityTouched={Boolean(touchedFields.stateOrCity)}
        countries={countries}
        countryNames={countryNames}
        classNames={classNames}
      />
      {children}
      <button type="submit" className={classNames.submit} disabled={!isValid || isSubmitting || busy}>
        {submitLabel}
      </button>
      {actions}
    </form>
  );
});
