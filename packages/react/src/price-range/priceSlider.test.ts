import { describe, expect, it } from 'vitest';
import { sliderKeyValue, sliderSnap } from './priceSlider';

const span = { min: 13, max: 97, step: 5 };

describe('sliderKeyValue', () => {
  it('steps on the grid, ten at a time by page, and stops at the span’s ends', () => {
    expect(sliderKeyValue('ArrowRight', 13, span)).toBe(15);
    expect(sliderKeyValue('ArrowUp', 15, span)).toBe(20);
    expect(sliderKeyValue('ArrowLeft', 13, span)).toBe(13);
    expect(sliderKeyValue('ArrowLeft', 14, span)).toBe(13);
    expect(sliderKeyValue('ArrowDown', 97, span)).toBe(95);
    expect(sliderKeyValue('ArrowRight', 96, span)).toBe(97);
    expect(sliderKeyValue('ArrowRight', 92, span)).toBe(95);
    expect(sliderKeyValue('PageUp', 13, span)).toBe(60);
    expect(sliderKeyValue('PageUp', 15, span)).toBe(65);
    expect(sliderKeyValue('PageDown', 60, span)).toBe(13);
    expect(sliderKeyValue('Home', 60, span)).toBeNull();
    expect(sliderKeyValue('Tab', 60, span)).toBeNull();
  });
});

describe('sliderSnap', () => {
  it('rounds the way the thumb moved, so a one-dollar move reaches the next step, and keeps the span’s ends', () => {
    expect(sliderSnap(16, 15, span)).toBe(20);
    expect(sliderSnap(14, 15, span)).toBe(13);
    expect(sliderSnap(54, 20, span)).toBe(55);
    expect(sliderSnap(54, 60, span)).toBe(50);
    expect(sliderSnap(13, 20, span)).toBe(13);
    expect(sliderSnap(97, 95, span)).toBe(97);
    expect(sliderSnap(96, 95, span)).toBe(97);
  });
});
