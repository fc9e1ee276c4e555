import { describe, expect, it } from 'vitest';
import { localityOfPostcode } from './auPostcodes';
import { haversineKm } from './haversine';

describe('haversineKm on postcode coordinates', () => {
  it('measures Sydney to Melbourne at about 714 km and a point to itself at 0', () => {
    const sydney = localityOfPostcode('2000');
    const melbourne = localityOfPostcode('3000');
    expect(sydney?.state).toBe('NSW');
    expect(haversineKm(sydney as never, melbourne as never)).toBeGreaterThan(690);
    expect(haversineKm(sydney as never, melbourne as never)).toBeLessThan(740);
    expect(haversineKm(sydney as never, sydney as never)).toBe(0);
  });
});
