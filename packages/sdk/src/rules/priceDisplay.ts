// The shop's locale and the currency its prices are shown in, GST included (spec C9): `formatMoney` and
// `priceDisplay` apply them, so apps never need the values themselves.
const LOCALE = 'en-AU';
const CURRENCY = 'AUD';

/** An amount of money in the smallest unit (cents), as commercetools writes it. */
export interface Money {
  centAmount: number;
  currencyCode: string;
}

/** A commercetools-style price: the value, and the discounted value when a discount applies. */
export interface Price {
  value: Money;
  discounted?: { value: Money };
}

/** What a price display shows; `base` and the savings only when a discount applies. */
export interface PriceText {
  price: string;
  base?: string;
  savings?: string;
  percentageSavings?: string;
  saveText?: string;
}

/**
 * Formats cents as en-AU currency text, e.g. 1999 → '$19.99'.
 *
 * @example
 * ```ts
 * formatMoney(1999); // '$19.99'
 * formatMoney(9900, 'AUD'); // '$99.00'
 * ```
 */
export function formatMoney(centAmount: number, currencyCode: string = CURRENCY): string {
  return new Intl.NumberFormat(LOCALE, { style: 'currency', currency: currencyCode }).format(centAmount / 100);
}

/**
 * The texts of a price display (spec C3): the price, the struck-through base price and
 * 'Save {savings} ({percentageSavings})' when discounted, or 'No price available' with no price.
 *
 * @example
 * ```ts
 * priceDisplay({ value: { centAmount: 2000, currencyCode: 'AUD' }, discounted: { value: { centAmount: 1500, currencyCode: 'AUD' } } });
 * // { price: '$15.00', base: '$20.00', savings: '$5.00', percentageSavings: '25%', saveText: 'Save $5.00 (25%)' }
 * ```
 */
export function priceDisplay(price?: Price | null): PriceText {
  if (!price) return { price: 'No price available' };
  const { centAmount, currencyCode } = price.value;
  const discounted = price.discounted?.value;
  if (!discounted || discounted.centAmount >= centAmount) return { price: formatMoney(centAmount, currencyCode) };
  const saved = centAmount - discounted.centAmount;
  const savings = formatMoney(saved, currencyCode);
  const percentageSavings = `${Math.round((saved / centAmount) * 100)}%`;
  return {
    price: formatMoney(discounted.centAmount, discounted.currencyCode),
    base: formatMoney(centAmount, currencyCode),
    savings,
    percentageSavings,
    saveText: `Save ${savings} (${percentageSavings})`,
  };
}
