import { describe, expect, it } from 'vitest';
import { isTrackingId, missingShopperIds, SESSION_ID_COOKIE, trackingFrom, USER_ID_COOKIE } from './shopperIds';

const jar =
  (cookies: Record<string, string>) =>
  (name: string): string | undefined =>
    cookies[name];
const uuid = '3022b347-a272-46c3-b676-62266e335a4c';

describe('isTrackingId', () => {
  it('takes a UUID and refuses what cannot be sent as a header or is not an id', () => {
    expect(isTrackingId(uuid)).toBe(true);
    for (const bad of [
      undefined,
      null,
      '',
      'short',
      '✓✓✓✓✓✓✓✓✓',
      `${uuid}\r\nx-evil: 1`,
      'a'.repeat(65),
      'a b c d e f',
    ])
      expect(isTrackingId(bad)).toBe(false);
  });
});

describe('missingShopperIds', () => {
  let count = 0;
  const newId = () => `fresh-id-${++count}`;

  it('gives a first visit a year-long shopper id and a visit id that ends with the browser session', () => {
    expect(missingShopperIds(jar({}), newId)).toEqual([
      { name: USER_ID_COOKIE, value: 'fresh-id-1', maxAge: 31_536_000 },
      { name: SESSION_ID_COOKIE, value: 'fresh-id-2' },
    ]);
  });

  it('keeps the ids a returning shopper has, and starts a new visit when only the shopper id is left', () => {
    expect(missingShopperIds(jar({ [USER_ID_COOKIE]: uuid, [SESSION_ID_COOKIE]: uuid }), newId)).toEqual([]);
    expect(missingShopperIds(jar({ [USER_ID_COOKIE]: uuid }), newId)).toEqual([
      { name: SESSION_ID_COOKIE, value: 'fresh-id-3' },
    ]);
  });

  it('replaces a tampered cookie', () => {
    expect(missingShopperIds(jar({ [USER_ID_COOKIE]: '✓ not an id', [SESSION_ID_COOKIE]: uuid }), newId)).toEqual([
      { name: USER_ID_COOKIE, value: 'fresh-id-4', maxAge: 31_536_000 },
    ]);
  });

  it('makes UUIDs by default', () => {
    const [user] = missingShopperIds(jar({}));
    expect(user?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('trackingFrom', () => {
  it('reads the ids from the cookies and the page-load header', () => {
    expect(trackingFrom(jar({ [USER_ID_COOKIE]: uuid, [SESSION_ID_COOKIE]: 'session-0001' }), 'load-0001')).toEqual({
      userId: uuid,
      sessionId: 'session-0001',
      pageLoadId: 'load-0001',
    });
  });

  it('leaves out what is missing or not an id', () => {
    expect(trackingFrom(jar({ [USER_ID_COOKIE]: 'x y' }), null)).toEqual({
      userId: undefined,
      sessionId: undefined,
      pageLoadId: undefined,
    });
  });
});
