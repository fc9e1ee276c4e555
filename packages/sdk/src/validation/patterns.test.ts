import { describe, expect, it } from 'vitest';
import { DIGITS_PATTERN, EMAIL_PATTERN, MEMBERSHIP_NUMBER_PATTERN, PASSWORD_PATTERN, PHONE_PATTERN } from './patterns';

describe('EMAIL_PATTERN', () => {
  it.each([
    'reader@example.com',
    'first.last@shop.com.au',
    'a+b@x.io',
    '"odd person"@example.org',
    'reader@[192.168.0.1]',
  ])('accepts %s', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    '',
    'reader',
    'reader@',
    'reader@example',
    'reader@example.c',
    'two@@example.com',
    'a b@example.com',
    '.a@x.com',
  ])('rejects %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});

describe('DIGITS_PATTERN and MEMBERSHIP_NUMBER_PATTERN', () => {
  it('accept 8 or more digits and nothing else', () => {
    for (const pattern of [DIGITS_PATTERN, MEMBERSHIP_NUMBER_PATTERN]) {
      expect(pattern.test('12345678')).toBe(true);
      expect(pattern.test('123456789012')).toBe(true);
      expect(pattern.test('1234567')).toBe(false);
      expect(pattern.test('1234567a')).toBe(false);
      expect(pattern.test('x12345678')).toBe(false);
    }
  });
});

describe('PASSWORD_PATTERN', () => {
  it('needs 6 characters from letters, digits and specials, one of them special', () => {
    expect(PASSWORD_PATTERN.test('secret!')).toBe(true);
    expect(PASSWORD_PATTERN.test('@bc12$')).toBe(true);
    expect(PASSWORD_PATTERN.test('secret1')).toBe(false);
    expect(PASSWORD_PATTERN.test('sec!')).toBe(false);
    expect(PASSWORD_PATTERN.test('secret !')).toBe(false);
  });
});

describe('PHONE_PATTERN', () => {
  it('allows digits with an optional leading plus', () => {
    expect(PHONE_PATTERN.test('+61412345678')).toBe(true);
    expect(PHONE_PATTERN.test('0412345678')).toBe(true);
    expect(PHONE_PATTERN.test('04+12')).toBe(false);
    expect(PHONE_PATTERN.test('+')).toBe(false);
    expect(PHONE_PATTERN.test('0412 345 678')).toBe(false);
  });
});
