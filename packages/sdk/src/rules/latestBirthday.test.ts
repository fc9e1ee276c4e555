import { expect, it } from 'vitest';
import { latestBirthday } from './latestBirthday';

it('is the end of the month ten years before now', () => {
  expect(latestBirthday(new Date(2025, 2, 15, 10, 30))).toEqual(new Date(2015, 2, 31, 23, 59, 59, 999));
  expect(latestBirthday(new Date(2024, 1, 29))).toEqual(new Date(2014, 1, 28, 23, 59, 59, 999));
  expect(latestBirthday(new Date(2025, 11, 31, 23, 59)).getFullYear()).toBe(2015);
});

it('accepts epoch milliseconds', () => {
  expect(latestBirthday(new Date(2020, 5, 1).getTime())).toEqual(new Date(2010, 5, 30, 23, 59, 59, 999));
});
