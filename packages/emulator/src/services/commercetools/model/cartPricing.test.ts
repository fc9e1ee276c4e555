import { describe, expect, it } from 'vitest';
import type { DiscountCodeRow } from './cartCatalog';
import { discountStates } from './cartPricing';

const code = (overrides: Partial<DiscountCodeRow>): DiscountCodeRow => ({
  id: overrides.code ?? 'id',
  code: 'CODE',
  name: 'name',
  percent_off: 10,
  is_active: true,
  valid_from: null,
  valid_until: null,
  max_applications: null,
  application_count: 0,
  min_subtotal_cents: null,
  stops_later_discounts: false,
  created_at: new Date(0),
  ...overrides,
});
const now = new Date('2026-06-01T00:00:00Z');

describe('discountStates', () => {
  it('gives each of the five non-matching states, checked in commercetools order', () => {
    const states = discountStates(
      [
        code({ code: 'STOP', stops_later_discounts: true }),
        code({ code: 'OFF', is_active: false, valid_until: new Date('2020-01-01') }),
        code({ code: 'OLD', valid_until: new Date('2020-01-01') }),
        code({ code: 'SOON', valid_from: new Date('2027-01-01') }),
        code({ code: 'USED', max_applications: 5, application_count: 5 }),
        code({ code: 'BIG', min_subtotal_cents: 10_000 }),
        code({ code: 'LATER' }),
      ],
      5_000,
      now,
    );
    expect(states.map((entry) => [entry.code.code, entry.state])).toEqual([
      ['STOP', 'MatchesCart'],
      ['OFF', 'NotActive'],
      ['OLD', 'NotValid'],
      ['SOON', 'NotValid'],
      ['USED', 'MaxApplicationReached'],
      ['BIG', 'DoesNotMatchCart'],
      ['LATER', 'ApplicationStoppedByPreviousDiscount'],
    ]);
  });

  it('a stacking stop only affects codes added after it', () => {
    const states = discountStates(
      [code({ code: 'A' }), code({ code: 'B', stops_later_discounts: true }), code({ code: 'C' })],
      100,
      now,
    );
    expect(states.map((entry) => entry.state)).toEqual([
      'MatchesCart',
      'MatchesCart',
      'ApplicationStoppedByPreviousDiscount',
    ]);
  });
});
