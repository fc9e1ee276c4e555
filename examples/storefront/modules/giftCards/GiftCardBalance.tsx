'use client';

import { GiftCardBalanceForm, type GiftCardBalanceStatus } from '@bookshop/react';
import type { GiftCardBalance as Card } from '@bookshop/sdk';
import { formatDate, formatMoney, type GiftCardCheckInput } from '@bookshop/sdk/rules';
import { useState } from 'react';
import { checkGiftCardBalance, GIFT_CARD_CHECK_UNAVAILABLE } from '@/lib/giftCards/giftCardsApi';
import { formFieldClassNames } from '@/modules/ui/formFieldClassNames';
import styles from './GiftCards.module.css';

type Check = { status: GiftCardBalanceStatus; card?: Card; error?: { message: string; field?: string } };

const KINDS: Record<string, string> = { physical: 'Physical gift card', digital: 'Digital gift card' };

/** A check's answer as the form shows it: the card, or the refusal's message beside its field. */
async function askBalance(values: GiftCardCheckInput): Promise<Check> {
  const answer = await checkGiftCardBalance(values);
  if (answer.ok && answer.value.card) return { status: 'success', card: answer.value.card };
  return {
    status: 'error',
    error: answer.ok ? { message: GIFT_CARD_CHECK_UNAVAILABLE } : { message: answer.error, field: answer.field },
  };
}

/** The gift card balance check: card number and PIN in, the card's balance, kind and expiry out. */
export function GiftCardBalance() {
  const [check, setCheck] = useState<Check>({ status: 'idle' });
  const card = check.status === 'success' ? check.card : undefined;
  return (
    <GiftCardBalanceForm
      aria-label="Check your gift card balance"
      status={check.status}
      error={check.error}
      onSubmit={async (values) => {
        setCheck({ status: 'loading' });
        setCheck(await askBalance(values));
      }}
      className={styles.form}
      classNames={{
        ...formFieldClassNames,
        formError: styles.formError,
        submit: styles.submit,
      }}
    >
      {/* Always present, so the answer is announced when it arrives. */}
      <div role="status" className={styles.result}>
        {card ? (
          <>
            <p>Gift card {card.code}</p>
            <p className={styles.balance}>Balance: {formatMoney(card.balance.centAmount, card.balance.currencyCode)}</p>
            {card.kind ? <p>{KINDS[card.kind] ?? card.kind}</p> : null}
            {card.expiresOn ? (
              <p>
                {card.expired ? 'Expired on' : 'Expires on'} {formatDate(card.expiresOn)}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </GiftCardBalanceForm>
  );
}
