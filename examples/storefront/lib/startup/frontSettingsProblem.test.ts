import { expect, it } from 'vitest';
import { frontSettingsProblem } from './frontSettingsProblem';

const front = { BOOKSHOP_FRONT_SECRET: 's', BOOKSHOP_FRONT_NONCE: 'n' };

it('asks nothing of a site the front does not serve', () => {
  expect(frontSettingsProblem({})).toBeUndefined();
});

it("requires the site's public address behind the front", () => {
  expect(frontSettingsProblem(front)).toMatch(/^BOOKSHOP_SITE_URL must be the site's public http\(s\) address/);
  expect(frontSettingsProblem({ ...front, BOOKSHOP_SITE_URL: 'shop.example.com' })).toMatch(/^BOOKSHOP_SITE_URL/);
  expect(frontSettingsProblem({ ...front, BOOKSHOP_SITE_URL: 'https://shop.example.com/' })).toBeUndefined();
});

it('requires the placeholder nonce with the secret', () => {
  expect(frontSettingsProblem({ BOOKSHOP_FRONT_SECRET: 's', BOOKSHOP_SITE_URL: 'https://shop.example.com' })).toBe(
    'BOOKSHOP_FRONT_NONCE must be set with BOOKSHOP_FRONT_SECRET.',
  );
});
