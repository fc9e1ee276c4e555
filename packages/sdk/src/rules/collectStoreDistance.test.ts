import { describe, expect, it } from 'vitest';
import { FAR_STORE_KM, farStoreMessage, nearestStoreFar } from './collectStoreDistance';

describe('nearestStoreFar', () => {
  it('is far only when the nearest store is beyond the threshold', () => {
    expect(nearestStoreFar([{ distanceKm: FAR_STORE_KM + 0.1 }, { distanceKm: 3000 }])).toBe(true);
    expect(nearestStoreFar([{ distanceKm: FAR_STORE_KM }, { distanceKm: 3000 }])).toBe(false);
    expect(nearestStoreFar([{ distanceKm: 12 }])).toBe(false);
  });

  it('reads the first store as the nearest (the list comes nearest first)', () => {
    expect(nearestStoreFar([{ distanceKm: 2600 }, { distanceKm: 5 }])).toBe(true);
  });

  it('is not far without distances (stores listed by name) or without stores', () => {
    expect(nearestStoreFar([{}, { distanceKm: 2600 }])).toBe(false);
    expect(nearestStoreFar([])).toBe(false);
  });
});

describe('farStoreMessage', () => {
  it('gives the distance in whole kilometres with thousands separated', () => {
    expect(farStoreMessage(2612.4, '0800')).toBe(
      'Our nearest store is 2,612 km from 0800. Standard delivery may suit you better.',
    );
  });
});
