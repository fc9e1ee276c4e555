import { DISPLAY_CURRENCIES } from '@/lib/currency/displayCurrency';
import { setDisplayCurrency } from '@/lib/currency/setDisplayCurrency';
import { visitorCurrency } from '@/lib/currency/visitorCurrency';
import { CurrencyRateNotice } from './CurrencyRateNotice';
import styles from './CurrencySwitch.module.css';

/**
 * The 'Prices in' AUD / NZD control (server component, no client JavaScript): a form whose buttons post the choice
 * to a server action that sets the `currency` cookie; the page then renders again in that currency. When the rate
 * cannot be fetched it says 'Failed to fetch currency rate.' and prices stay in AUD.
 *
 * @example
 * ```tsx
 * <CurrencySwitch className={styles.currency} />
 * ```
 */
export async function CurrencySwitch({ className }: { className?: string }) {
  const { currency, requested } = await visitorCurrency();
  return (
    <form action={setDisplayCurrency} className={[styles.switch, className].filter(Boolean).join(' ')}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Prices in</legend>
        {DISPLAY_CURRENCIES.map((code) => (
          <button
            key={code}
            type="submit"
            name="currency"
            value={code}
            className={styles.option}
            aria-pressed={code === requested}
            data-state={code === currency ? 'on' : 'off'}
          >
            {code}
          </button>
        ))}
      </fieldset>
      <CurrencyRateNotice />
    </form>
  );
}
