import { describe, expect, it } from 'vitest';
import { stars } from './stars';

describe('stars', () => {
  it('fills one star per point of the score, out of five', () => {
    expect([1, 3, 5].map(stars)).toEqual(['★☆☆☆☆', '★★★☆☆', '★★★★★']);
  });

  it('clamps and rounds scores outside whole points 0 to 5', () => {
    expect([-2, 0, 4.6, 9].map(stars)).toEqual(['☆☆☆☆☆', '☆☆☆☆☆', '★★★★★', '★★★★★']);
  });
});
