import { visitorCurrency } from '@/lib/currency/visitorCurrency';
import styles from './CurrencySwitch.module.css';

/**
 * 'Failed to fetch currency rate.' when this visitor's prices should be converted but the rate could not be fetched
 * (they are then shown in AUD); nothing otherwise. Server component.
 */
export async function CurrencyRateNotice({ className }: { className?: string }) {
  const { error } = await visitorCurrency();
  if (!error) return null;
  return (
    <p role="alert" className={[styles.error, className].filter(Boolean).join(' ')}>
      {error}
    </p>
  );
}
