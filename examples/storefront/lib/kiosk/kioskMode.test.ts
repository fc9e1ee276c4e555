import { expect, it } from 'vitest';
import { kioskDecision } from './kioskMode';

it('turns kiosk mode on and off by parameter and otherwise follows the cookie', () => {
  expect(kioskDecision('1', undefined)).toEqual({ kiosk: true, remember: true });
  expect(kioskDecision('0', '1')).toEqual({ kiosk: false, remember: false });
  expect(kioskDecision(null, '1')).toEqual({ kiosk: true });
  expect(kioskDecision(null, undefined)).toEqual({ kiosk: false });
  expect(kioskDecision('yes', undefined)).toEqual({ kiosk: false });
});
