import { expect, it } from 'vitest';
import { showSameAsCheckbox } from './showSameAsCheckbox';

it('hides the same-as checkbox from business customers only', () => {
  expect(showSameAsCheckbox('b2c')).toBe(true);
  expect(showSameAsCheckbox('staff')).toBe(true);
  expect(showSameAsCheckbox('b2b')).toBe(false);
});
