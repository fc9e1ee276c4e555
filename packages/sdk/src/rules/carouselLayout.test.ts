import { describe, expect, it } from 'vitest';
import { carouselLayout } from './carouselLayout';

describe('carouselLayout', () => {
  it.each([
    [1920, 6, 3],
    [1380, 6, 3],
    [1379, 5, 2],
    [1023, 5, 2],
    [1022.5, 4, 2],
    [1022, 4, 2],
    [768, 4, 2],
    [767, 3, 1],
    [680, 3, 1],
    [679, 2, 1],
    [375, 2, 1],
    [374, 1, 1],
    [0, 1, 1],
    [Number.NaN, 1, 1],
  ])('at %spx shows %i and moves %i', (width, perView, step) => {
    expect(carouselLayout(width)).toEqual({ perView, step });
  });
});
