import { describe, expect, it } from 'vitest';
import { formatDate, parseDate } from './formatDate';

describe('formatDate', () => {
  it('formats as DD/MM/YYYY', () => {
    expect(formatDate('1990-07-04')).toBe('04/07/1990');
    expect(formatDate(new Date(2024, 0, 9))).toBe('09/01/2024');
    expect(formatDate(new Date(2024, 11, 25).getTime())).toBe('25/12/2024');
  });

  it('is empty without a valid date (and never reads the clock)', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('parseDate', () => {
  it('parses or gives undefined', () => {
    expect(parseDate('2024-03-05')?.month()).toBe(2);
    expect(parseDate('nope')).toBeUndefined();
  });
});
