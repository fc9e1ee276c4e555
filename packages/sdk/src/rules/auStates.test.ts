import { expect, it } from 'vitest';
import { AU_STATES, isAuState } from './auStates';

it('knows the eight states and territories by code', () => {
  expect(AU_STATES.map((state) => state.code)).toEqual(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);
  expect(isAuState('QLD')).toBe(true);
  expect(isAuState('qld')).toBe(false);
  expect(isAuState('Otago')).toBe(false);
});
