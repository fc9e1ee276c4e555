import { describe, expect, it } from 'vitest';
import { formatDate, formatDateAs, parseDate, toDate } from './formatDate';

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
    expect(parseDate('2024-03-05')?.getMonth()).toBe(2);
    expect(parseDate('nope')).toBeUndefined();
  });

  it('reads date-only text as that day in local time, and timestamps as instants', () => {
    expect(toDate('2024-03-05')).toEqual(new Date(2024, 2, 5));
    expect(toDate('2024-03-05T10:00:00Z')).toEqual(new Date(Date.UTC(2024, 2, 5, 10)));
    expect(toDate(Date.UTC(2024, 2, 5))).toEqual(new Date(Date.UTC(2024, 2, 5)));
  });
});

describe('formatDateAs', () => {
  it('fills the YYYY, MMM, MM and DD tokens and keeps everything else', () => {
    expect(formatDateAs('2024-09-05', 'YYYY-MM-DD')).toBe('2024-09-05');
    expect(formatDateAs(new Date(2024, 8, 5), 'DD MMM YYYY, MM')).toBe('05 Sep 2024, 09');
    expect(formatDateAs('0990-01-31', 'DD/MM/YYYY')).toBe('31/01/0990');
    expect(formatDateAs(undefined, 'YYYY')).toBe('');
  });

  it('rolls an impossible day over, as Date does', () => {
    expect(formatDateAs('2001-02-30', 'YYYY-MM-DD')).toBe('2001-03-02');
  });
});
