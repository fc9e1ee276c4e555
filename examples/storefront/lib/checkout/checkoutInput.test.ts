import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addressParts, deliveryRequest, donationRequest, expiryStillGood, placeOrderRequest } from './checkoutInput';

const first = (schema: z.core.$ZodType, value: unknown) => z.safeParse(schema, value).error?.issues[0]?.message;

describe('checkout request schemas', () => {
  it('requires every typed address part, and a looked-up one’s but the house or unit, with the form messages', () => {
    const base = { firstName: 'Jo', lastName: 'Lee', mobile: '0412345678', manualEntry: false as const };
    expect(addressParts(base)).toMatchObject({ ok: false, message: 'Enter street details', field: 'street' });
    const lookedUp = {
      ...base,
      street: '12 Wattle Street',
      suburb: 'Winnellie',
      postcode: '0821',
      country: 'AU' as const,
    };
    expect(addressParts({ ...lookedUp, stateOrCity: 'NT' })).toMatchObject({ ok: true, parts: { building: '' } });
    expect(addressParts({ ...lookedUp, manualEntry: true, building: '', stateOrCity: 'NT' })).toMatchObject({
      ok: false,
      message: 'Enter House/Appartment details',
      field: 'building',
    });
    const full = {
      ...base,
      building: '1',
      street: '2 A St',
      suburb: 'B',
      postcode: '2000',
      country: 'AU',
      stateOrCity: 'XX',
    };
    expect(addressParts(full)).toMatchObject({ ok: false, message: 'Enter state or city', field: 'stateOrCity' });
    expect(addressParts({ ...full, stateOrCity: 'NSW' })).toMatchObject({ ok: true });
  });

  it('checks delivery, donation and order bodies', () => {
    expect(first(deliveryRequest, { mode: 'collect', storeId: '../x' })).toBe('Choose a store from the list');
    expect(first(deliveryRequest, { mode: 'drone' })).toBe('Choose standard delivery or Click & Collect');
    expect(first(donationRequest, { amountCents: 50 })).toBe('Choose a donation from $1 to $10,000');
    expect(z.safeParse(donationRequest, { amountCents: 0 }).success).toBe(true);
    expect(first(placeOrderRequest, { attempt: 'x' })).toBe(
      'The checkout attempt is not valid, please reload the page',
    );
    const attempt = '6f1c2b9e-2f7d-4c1a-9a43-0d5b7f3e9a10';
    expect(
      first(placeOrderRequest, {
        attempt,
        card: { kind: 'new', card: { number: '4111', expiry: '03/30', cvc: '737', holderName: 'Jo Lee' } },
      }),
    ).toBe('Please enter a valid card number');
    expect(
      first(placeOrderRequest, {
        attempt,
        card: {
          kind: 'new',
          card: { number: '4111 1111 4555 1142', expiry: '01/20', cvc: '737', holderName: 'Jo Lee' },
        },
      }),
    ).toBe('This card has expired');
    const parsed = z.parse(placeOrderRequest, { attempt, giftCards: [{ number: '6280 0000 0000 0001', pin: '1234' }] });
    expect(parsed.giftCards[0]?.number).toBe('6280000000000001');
  });

  it('takes a card as good through the end of its expiry month', () => {
    expect(expiryStillGood('11/26', new Date('2026-11-30T23:00:00Z'))).toBe(true);
    expect(expiryStillGood('11/26', new Date('2026-12-01T00:00:01Z'))).toBe(false);
  });
});
