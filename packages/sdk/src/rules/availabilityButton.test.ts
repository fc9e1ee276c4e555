import { describe, expect, it } from 'vitest';
import { availabilityButton } from './availabilityButton';

describe('availabilityButton', () => {
  it('adds to the basket, shortened for an available product in the list view', () => {
    expect(availabilityButton('available', 'grid')).toEqual({
      label: 'Add to basket',
      disabled: false,
      tone: 'default',
    });
    expect(availabilityButton('available', 'list')).toEqual({ label: 'Add', disabled: false, tone: 'default' });
    expect(availabilityButton('limited-stock', 'grid')).toEqual({
      label: 'Add to basket',
      disabled: false,
      tone: 'default',
    });
    expect(availabilityButton('limited-stock', 'list').label).toBe('Add to basket');
  });

  it('colours back orders red and pre-orders orange', () => {
    expect(availabilityButton('back-order', 'list')).toEqual({ label: 'Back order', disabled: false, tone: 'red' });
    expect(availabilityButton('pre-order', 'grid')).toEqual({ label: 'Pre-order', disabled: false, tone: 'orange' });
  });

  it('disables the button for anything unavailable', () => {
    expect(availabilityButton('unavailable', 'grid')).toEqual({
      label: 'Unavailable',
      disabled: true,
      tone: 'default',
    });
  });
});
