import type { Customer } from '@bookshop/sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const customerLookup = vi.fn();
vi.mock('../bookshop', () => ({ bookshop: () => ({ backend: { loyalty: { customer: customerLookup } } }) }));
const { accountRewards } = await import('./loyalty');

const shopper = (group: string | null) =>
  ({
    id: 'c1',
    email: 'lois@example.com',
    externalId: 'NS-1',
    customerGroup: group ? { key: group.toLowerCase(), name: group } : null,
  }) as unknown as Customer;

beforeEach(() => {
  customerLookup.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('accountRewards', () => {
  it('reads the programme by the shop’s own id for the shopper', async () => {
    const record = { email: 'lois@example.com', pointsBalance: 1250, pointsEarned: 2000, tier: 'Gold' };
    customerLookup.mockResolvedValue(record);
    expect(await accountRewards(shopper(null))).toEqual(record);
    expect(customerLookup).toHaveBeenCalledWith({ id: 'NS-1' });
  });

  it('leaves the widget out for a shopper the programme does not know', async () => {
    customerLookup.mockResolvedValue(null);
    expect(await accountRewards(shopper(null))).toBeNull();
  });

  it('leaves the widget out for a business account, without asking, and when the service is down', async () => {
    expect(await accountRewards(shopper('B2B Churches'))).toBeNull();
    expect(customerLookup).not.toHaveBeenCalled();
    customerLookup.mockRejectedValue(new Error('down'));
    expect(await accountRewards(shopper(null))).toBeNull();
  });
});
