import { describe, expect, it } from 'vitest';
import { showBackOrderBadge } from './showBackOrderBadge';

describe('showBackOrderBadge', () => {
  it('marks an ordinary product that is not in stock', () => {
    expect(showBackOrderBadge({ productType: { key: 'book' }, isOnStock: false })).toBe(true);
    expect(showBackOrderBadge({ productType: 'bible', isOnStock: false })).toBe(true);
  });

  it('marks a product without a known type that is not in stock', () => {
    expect(showBackOrderBadge({ isOnStock: false })).toBe(true);
    expect(showBackOrderBadge({ productType: { key: null }, isOnStock: false })).toBe(true);
    expect(showBackOrderBadge({ productType: null, isOnStock: false })).toBe(true);
  });

  it('never marks a stockless type', () => {
    expect(showBackOrderBadge({ productType: 'gift-card', isOnStock: false })).toBe(false);
    expect(showBackOrderBadge({ productType: { key: 'donation' }, isOnStock: false }, ['donation'])).toBe(false);
  });

  it('does not mark a product in stock or of unknown stock', () => {
    expect(showBackOrderBadge({ productType: 'book', isOnStock: true })).toBe(false);
    expect(showBackOrderBadge({ productType: 'book' })).toBe(false);
    expect(showBackOrderBadge({ productType: 'book', isOnStock: null })).toBe(false);
  });
});
