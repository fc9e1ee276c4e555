import { describe, expect, it } from 'vitest';
import { customerKind } from './customerKind';

describe('customerKind', () => {
  it('is b2b when the group name contains B2B', () => {
    expect(customerKind({ customerGroup: { name: 'B2B Churches', key: 'churches' } })).toBe('b2b');
    expect(customerKind({ customerGroup: { name: 'Schools (B2B)' } })).toBe('b2b');
  });

  it('prefers B2B over staff', () => {
    expect(customerKind({ customerGroup: { name: 'B2B Staff', key: 'staff' } })).toBe('b2b');
  });

  it('is staff when the group name or key contains staff, in any case', () => {
    expect(customerKind({ customerGroup: { name: 'Staff', key: null } })).toBe('staff');
    expect(customerKind({ customerGroup: { name: 'Team members', key: 'koorong-STAFF' } })).toBe('staff');
  });

  it('is b2c otherwise', () => {
    expect(customerKind({ customerGroup: { name: 'Retail', key: 'retail' } })).toBe('b2c');
    expect(customerKind({ customerGroup: { name: 'wholesale b2b' } })).toBe('b2c');
    expect(customerKind({ customerGroup: null })).toBe('b2c');
    expect(customerKind({})).toBe('b2c');
    expect(customerKind(null)).toBe('b2c');
    expect(customerKind(undefined)).toBe('b2c');
  });
});
