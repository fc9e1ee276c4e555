import { expect, it } from 'vitest';
import { initials } from './initials';

it('takes the first letter of each name, upper-cased', () => {
  expect(initials('grace', 'Whitfield')).toBe('GW');
  expect(initials(' Peter ', '')).toBe('P');
});
