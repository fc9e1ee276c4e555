import { describe, expect, it } from 'vitest';
import { birthdaySchema } from './birthdaySchema';

const now = new Date(2025, 2, 15, 9, 0);
const message = (input: unknown) =>
  birthdaySchema(now)
    .safeParse(input)
    .error?.issues.map((issue) => issue.message);

describe('birthdaySchema', () => {
  it('accepts dates up to the end of the month ten years ago', () => {
    expect(birthdaySchema(now).parse('2015-03-31')).toBe('2015-03-31');
    expect(birthdaySchema(now).parse(' 1980-01-01 ')).toBe('1980-01-01');
  });

  it('rejects later dates', () => {
    expect(message('2015-04-01')).toEqual(['Please select a date on or before 31/03/2015']);
    expect(message('2024-12-25')).toEqual(['Please select a date on or before 31/03/2015']);
  });

  it('requires a real ISO date', () => {
    expect(message(undefined)).toEqual(['Please select date of birth']);
    expect(message('')).toEqual(['Please select date of birth']);
    expect(message('31/03/2000')).toEqual(['Please select date of birth']);
    expect(message('2001-02-30')).toEqual(['Please select date of birth']);
  });

  it('follows now', () => {
    expect(birthdaySchema('2030-06-01').safeParse('2020-06-30').success).toBe(true);
    expect(birthdaySchema(Date.UTC(2030, 5, 15)).safeParse('2020-07-01').success).toBe(false);
  });
});
