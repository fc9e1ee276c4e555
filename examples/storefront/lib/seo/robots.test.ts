import { expect, it } from 'vitest';
import { robotsRules } from './robots';

it('opens the shop, closes private paths and search permutations, and names the sitemap index', () => {
  const robots = robotsRules('https://www.koorong.com');
  expect(robots.sitemap).toBe('https://www.koorong.com/sitemap.xml');
  const [rule] = [robots.rules].flat();
  expect(rule).toMatchObject({ userAgent: '*', allow: '/' });
  const disallow = [rule?.disallow ?? []].flat();
  expect(disallow).toEqual(expect.arrayContaining(['/account', '/cart', '/checkout', '/api/']));
  expect(disallow).toEqual(
    expect.arrayContaining([
      '/search?format=',
      '/search?*&format=',
      '/search?sort.',
      '/search?*&sort.',
      '/search?*&view=',
    ]),
  );
  expect(disallow).not.toContain('/search');
  expect(disallow.some((path) => path.includes('currentPage') || path.includes('q='))).toBe(false);
});
