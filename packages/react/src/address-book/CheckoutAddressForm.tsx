import {
  type AddressFormInput,
  type CheckoutAddressInput,
  COUNTRIES,
  type CountryCode,
  checkoutAddressSchema,
  DEFAULT_COUNTRY,
} from '@bookshop/sdk/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useEffect, useId } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { AddressFields } from './AddressFields';
import type { AddressFormClassNames } from './AddressForm';

export interface CheckoutAddressFormProps extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> {
  /** The address checkout already has, as form text; a new one starts empty in Australia. */
  defaultValues?: Partial<CheckoutAddressText>;
  /**
   * `true` shows the manual address fields (all required); `false` shows `lookup` instead, and the address parts
   * submitted are `lookedUp`'s.
   */
  manualEntry: boolean;
  /** What stands for the address while `manualEntry` is off: an address lookup, a list of saved addresses. */
  lookup?: ReactNode;
  /** The address the lookup (or a saved address) gave, sent with the names while `manualEntry` is off. */
  lookedUp?: Partial<AddressFormInput> | null;
  /**
   * Text to put in the fields whenever a new object is passed, keeping what the shopper typed elsewhere (the looked-up
   * address, when the shopper switches to manual entry to complete it).
   */
  fill?: Partial<CheckoutAddressText>;
  /** Receives the values trimmed and checked by the SDK's `checkoutAddressSchema`. */
  onSubmit: (values: CheckoutAddressInput) => void | Promise<void>;
  /** The submit button's text. */
  submitLabel?: ReactNode;
  countries?: readonly CountryCode[];
  countryNames?: Partial<Record<CountryCode, string>>;
  /** Disables the submit button while the address is being saved. */
  busy?: boolean;
  /** What follows the submit button (Cancel). */
  actions?: ReactNode;
  classNames?: AddressFormClassNames;
}

/** The checkout address form's fields as text, before the schema trims and checks them. */
export type CheckoutAddressText = Record<Exclude<keyof CheckoutAddressInput, 'manualEntry'>, string>;
type Values = CheckoutAddressText & { manualEntry: boolean };

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  mobile: '',
  manualEntry: false,
  building: '',
  street: '',
  suburb: '',
  postcode: '',
  country: DEFAULT_COUNTRY,
  stateOrCity: '',
};
const PARTS = ['building', 'street', 'suburb', 'postcode', 'country', 'stateOrCity'] as const;

/**
 * An unstyled checkout address form on react-hook-form and the SDK's `checkoutAddressSchema` (spec A5): First name,
 * Last name ('Enter at least 2 characters') and Mobile number (the phone rules), then either an address lookup (the
 * `lookup` slot, its result in `lookedUp`) or, with `manualEntry`, the same manual fields as {@link AddressForm}, each
 * required only then. Messages show once a field is visited; on submit the focus goes to the first field in error.
 *
 * @example
 * ```tsx
 * <CheckoutAddressForm
 *   manualEntry={manual}
 *   lookup={<AddressLookup lookup={lookup} />}
 *   lookedUp={picked ? lookupFormValues(picked) : null}
 *   onSubmit={(values) => fetch('/api/checkout/address', { method: 'PUT', body: JSON.stringify(values) })}
 *   submitLabel="Use this address"
 * />
 * ```
 */
export const CheckoutAddressForm = forwardRef<HTMLFormElement, CheckoutAddressFormProps>(function CheckoutAddressForm(
  {
    defaultValues,
    manualEntry,
    lookup,
    lookedUp,
    fill,
    onSubmit,
    submitLabel = 'Continue',
    countries = COUNTRIES,
    countryNames = {},
    busy = false,
    actions,
    classNames = {},
    ...props
  },
  ref,
) {
  const id = useId();
  const start: Values = { ...EMPTY, ...defaultValues, manualEntry };
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors, isSubmitting, touchedFields },
  } = useForm<Values, unknown, CheckoutAddressInput>({
    // The fields hold text while typed; the schema's two shapes (manual entry on or off) are what it checks.
    resolver: zodResolver(checkoutAddressSchema) as unknown as Resolver<Values, unknown, CheckoutAddressInput>,
    mode: 'onTouched',
    defaultValues: start,
  });
  useEffect(() => {
    setValue('manualEntry', manualEntry);
  }, [manualEntry, setValue]);
  useEffect(() => {
    if (!fill) return;
    for (const [name, value] of Object.entries(fill)) {
      if (typeof value === 'string') setValue(name as keyof CheckoutAddressText, value);
    }
  }, [fill, setValue]);
  const country = watch('country');
  const text = (name: 'firstName' | 'lastName' | 'mobile', label: string, auto: string, type = 'text') => {
    const message = errors[name]?.message;
    return (
      <div className={classNames.field}>
        <label htmlFor={`${id}-${name}`} className={classNames.label}>
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          type={type}
          autoComplete={auto}
          maxLength={100}
          className={classNames.input}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
          aria-required
          {...register(name)}
        />
        {message ? (
          <p id={`${id}-${name}-error`} className={classNames.fieldError} data-field={name}>
            {message}
          </p>
        ) : null}
      </div>
    );
  };
  const submit = (values: CheckoutAddressInput) => {
    if (values.manualEntry) return onSubmit(values);
    // The lookup's address travels with the names; the manual fields' leftovers do not.
    const parts: Partial<AddressFormInput> = {};
    for (const part of PARTS) if (lookedUp?.[part]) parts[part] = lookedUp[part] as never;
    const { firstName, lastName, mobile } = values;
    return onSubmit({ firstName, lastName, mobile, manualEntry: false, ...parts });
  };
  return (
    <form ref={ref} noValidate {...props} onSubmit={handleSubmit(submit)}>
      {text('firstName', 'First name *', 'given-name')}
      {text('lastName', 'Last name *', 'family-name')}
      {text('mobile', 'Mobile number *', 'tel', 'tel')}
      {manualEntry ? (
        <AddressFields
          id={id}
          register={register as never}
          setValue={setValue as never}
          errors={errors}
          country={country}
          stateOrCityTouched={Boolean(touchedFields.stateOrCity)}
          countries={countries}
          countryNames={countryNames}
          classNames={classNames}
        />
      ) : (
        lookup
      )}
      <button type="submit" className={classNames.submit} disabled={isSubmitting || busy}>
        {submitLabel}
      </button>
      {actions}
    </form>
  );
});
