import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('verifies the right password only and salts every hash', async () => {
    const hash = await hashPassword('Psalm23!');
    expect(hash).toMatch(/^scrypt\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('Psalm23!');
    expect(await verifyPassword('Psalm23!', hash)).toBe(true);
    expect(await verifyPassword('psalm23!', hash)).toBe(false);
    expect(await verifyPassword('Psalm23!', 'md5$x$y')).toBe(false);
    expect(await hashPassword('Psalm23!')).not.toBe(hash);
  });
});
