import { expect, it } from 'vitest';
import { customFieldValue } from './customFieldValue';

it('writes values as the escaped JSON text setCustomField expects', () => {
  expect(customFieldValue(false)).toBe('false');
  expect(customFieldValue(true)).toBe('true');
  expect(customFieldValue('Male')).toBe('"Male"');
  expect(customFieldValue('say "hi"')).toBe('"say \\"hi\\""');
  expect(customFieldValue(12)).toBe('12');
  expect(customFieldValue(null)).toBe('null');
  expect(customFieldValue({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
});
