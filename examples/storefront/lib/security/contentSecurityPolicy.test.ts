import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, imageOriginsFromEnv } from './contentSecurityPolicy';

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce and images from the listed origins', () => {
    const policy = contentSecurityPolicy({ nonce: 'abc', imageOrigins: ['http://127.0.0.1:4000'], development: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("img-src 'self' data: blob: http://127.0.0.1:4000");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('lets development builds evaluate code', () => {
    expect(contentSecurityPolicy({ nonce: 'n', imageOrigins: [], development: true })).toContain("'unsafe-eval'");
  });
});

describe('imageOriginsFromEnv', () => {
  it('prefers the listed origins, then the emulator origin, else none', () => {
    expect(imageOriginsFromEnv({ BOOKSHOP_IMAGE_ORIGINS: 'https://img.example https://cdn.example' })).toEqual([
      'https://img.example',
      'https://cdn.example',
    ]);
    expect(imageOriginsFromEnv({ BOOKSHOP_EMULATOR_URL: 'http://127.0.0.1:4000/' })).toEqual(['http://127.0.0.1:4000']);
    expect(imageOriginsFromEnv({ BOOKSHOP_EMULATOR_URL: 'not a url' })).toEqual([]);
    expect(imageOriginsFromEnv({})).toEqual([]);
  });
});
