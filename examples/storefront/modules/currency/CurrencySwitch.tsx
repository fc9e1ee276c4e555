import { DISPLAY_CURRENCIES } from '@/lib/currency/displayCurrency';
import { visitorCurrency } from '@/lib/currency/visitorCurrency';
import { CurrencyRateNotice } from './CurrencyRateNotice';
import styles from './CurrencySwitch.module.css';

/**
 * The 'Prices in' AUD / NZD control (server component, no client JavaScript): a plain form whose buttons post the
 * choice to `/api/currency`, which sets the `currency` cookie and sends the shopper back to the page; it then renders
 * again in that currency. When the rate
 * cannot be fetched it says 'Failed to fetch currency rate.' and prices stay in AUD.
 *
 * @example
 * ```tsx
 * <CurrencySwitch className={styles.currency} />
 * ```
 */
export async function CurrencySwitch({ className }: { className?: string }) {
  // The pressed button is what the prices are in: while the rate cannot be fetched that is AUD, whatever was asked
  // for (the notice beside it says why).
  const { currency } = await visitorCurrency();
  return (
    <form action="/api/currency" method="post" className={[styles.switch, className].filter(Boolean).join(' ')}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Prices in</legend>
        {DISPLAY_CURRENCIES.map((code) => (
          <button
            key={code}
            type="submit"
            name="currency"
            value={code}
            className={styles.option}
            aria-pressed={code === currency}
          >
            {code}
          </button>
        ))}
      </fieldset>
      <CurrencyRateNotice />
    </form>
  );
}
