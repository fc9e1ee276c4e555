import styles from './Checkout.module.css';
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm';

/**
 * `/checkout`: the form beside the order summary; an empty basket gets a way back to shopping, a kiosk a note that
 * orders are placed at the counter, and an outage a message to try again.
 */
export function CheckoutPage(
  props: { kind: 'form'; form: CheckoutFormProps } | { kind: 'empty' } | { kind: 'kiosk' } | { kind: 'unavailable' },
) {
  return (
    <>
      <h1 className={styles.heading}>Checkout</h1>
      {props.kind === 'form' ? (
        <CheckoutForm {...props.form} />
      ) : props.kind === 'empty' ? (
        <div className={styles.empty}>
          <p>Your basket is empty, so there is nothing to check out yet.</p>
          <a href="/" className={styles.primary}>
            Continue shopping
          </a>
        </div>
      ) : props.kind === 'kiosk' ? (
        <div className={styles.empty}>
          <p>Checkout is not available on this kiosk. Please take your selection to the counter.</p>
          <a href="/" className={styles.primary}>
            Continue browsing
          </a>
        </div>
      ) : (
        <div className={styles.empty}>
          <p role="alert">Checkout could not be loaded just now. Please try again in a moment.</p>
          <a href="/cart" className={styles.secondary}>
            Back to your basket
          </a>
        </div>
      )}
    </>
  );
}
