import { HttpError } from '@bookshop/sdk';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('../bookshop', () => ({ bookshop: vi.fn() }));
const { checkGiftCard } = await import('./giftCards');

const card = { code: '••••••••••••0001', kind: 'physical', balance: { centAmount: 5000, currencyCode: 'AUD' } };

function client(giftCard: Partial<Record<'type' | 'validatePin' | 'balance', ReturnType<typeof vi.fn>>>) {
  return {
    backend: {
      giftCard: {
        type: vi.fn(async () => 'giftcard'),
        validatePin: vi.fn(async () => ({ valid: true, ...card })),
        balance: vi.fn(async () => card),
        ...giftCard,
      },
    },
  } as never;
}

const input = { cardNumber: '6280000000000001', pin: '1234' };

describe('checkGiftCard', () => {
  it('checks the type, then the PIN, then reads the balance', async () => {
    const shop = client({});
    expect(await checkGiftCard(input, shop)).toEqual({ outcome: 'balance', card });
    const { giftCard } = (shop as { backend: { giftCard: Record<string, ReturnType<typeof vi.fn>> } }).backend;
    expect(giftCard.type).toHaveBeenCalledWith('6280000000000001');
    expect(giftCard.validatePin).toHaveBeenCalledWith({ code: '6280000000000001', pin: '1234' });
    expect(giftCard.balance).toHaveBeenCalledWith('6280000000000001');
  });

  it('stops at an unknown card or a discount code without trying the PIN', async () => {
    const validatePin = vi.fn();
    expect(await checkGiftCard(input, client({ type: vi.fn(async () => 'unknown'), validatePin }))).toEqual({
      outcome: 'unknown',
    });
    expect(await checkGiftCard(input, client({ type: vi.fn(async () => 'discount'), validatePin }))).toEqual({
      outcome: 'discount',
    });
    expect(validatePin).not.toHaveBeenCalled();
  });

  it('tells a wrong PIN from a locked card, and reads no balance for either', async () => {
    const balance = vi.fn();
    expect(
      await checkGiftCard(
        input,
        client({ validatePin: vi.fn(async () => ({ valid: false, attemptsRemaining: 3 })), balance }),
      ),
    ).toEqual({ outcome: 'wrong-pin' });
    const locked = { valid: false, locked: true, attemptsRemaining: 0, message: 'This gift card is locked.' };
    expect(await checkGiftCard(input, client({ validatePin: vi.fn(async () => locked), balance }))).toEqual({
      outcome: 'locked',
      message: 'This gift card is locked.',
    });
    expect(balance).not.toHaveBeenCalled();
  });

  it('reads a card gone between the calls as unknown, and lets an outage through', async () => {
    const gone = vi.fn(async () => {
      throw new HttpError('Gift card not found', 404, undefined, null);
    });
    expect(await checkGiftCard(input, client({ validatePin: gone }))).toEqual({ outcome: 'unknown' });
    expect(await checkGiftCard(input, client({ balance: vi.fn(async () => null) }))).toEqual({ outcome: 'unknown' });
    const down = vi.fn(async () => {
      throw new HttpError('Bad gateway', 502, undefined, null);
    });
    await expect(checkGiftCard(input, client({ validatePin: down }))).rejects.toThrow('Bad gateway');
  });
});
