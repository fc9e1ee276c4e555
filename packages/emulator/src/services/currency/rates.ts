/** Fixed exchange rates: units of each currency per 1 AUD, so conversions are reproducible in tests. */
export const RATES_PER_AUD: Record<string, number> = {
  AUD: 1,
  NZD: 1.09,
  USD: 0.66,
  EUR: 0.61,
  GBP: 0.52,
  CAD: 0.9,
  SGD: 0.88,
  FJD: 1.48,
  PGK: 2.55,
  JPY: 98.5,
};
export const RATES_DATE = '2024-06-01';

/** How many `to` one `from` buys, rounded to 6 decimals. */
export function rate(from: string, to: string): number {
  return Number(((RATES_PER_AUD[to] as number) / (RATES_PER_AUD[from] as number)).toFixed(6));
}
