'use client';

import { GiftCardBalanceForm, type GiftCardBalanceStatus } from '@bookshop/react';
import type { GiftCardBalance as Card } from '@bookshop/sdk';
import { formatDate, formatMoney, type GiftCardCheckInput } from '@bookshop/sdk/rules';
import { useState } from 'react';
import styles from './GiftCards.module.css';

type Check = { status: GiftCardBalanceStatus; card?: Card; error?: { message: string; field?: string } };

const KINDS: Record<string, string> = { physical: 'Physical gift card', digital: 'Digital gift card' };

/** Posts a check to the site's own route; every answer, including a refusal, comes back as what to show. */
async function postCheck(values: GiftCardCheckInput): Promise<Check> {
  try {
    const response = await fetch('/api/gift-cards/balance', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(values),
    });
    const body = (await response.json().catch(() => ({}))) as { card?: Card; error?: string; field?: string };
    if (response.ok && body.card) return { status: 'success', card: body.card };
    return {
      status: 'error',
      error: {
        message: body.error ?? 'The gift card balance check is unavailable, please try again later',
        field: body.field,
      },
    };
  } catch {
    return {
      status: 'error',
      error: { message: 'The gift card balance check is unavailable, please try again later' },
    };
  }
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
        setCheck(await postCheck(values));
      }}
      className={styles.form}
      classNames={{
        field: styles.field,
        label: styles.label,
        input: styles.input,
        fieldError: styles.fieldError,
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
