import { configuredSiteOrigin, SITE_URL_VARIABLE } from '@/lib/seo/siteOrigin';

/**
 * Why the site cannot serve the front (`BOOKSHOP_FRONT_SECRET` set) with these settings, or `undefined` when it can.
 * Pages the front caches hold absolute URLs (canonical links, structured data, share links), so behind it the site's
 * address must be stated: taken from a request's `Host`, whichever host asked first would be in every visitor's copy.
 * The placeholder nonce must be set with the secret, or the front would find nothing to replace.
 */
export function frontSettingsProblem(env: Record<string, string | undefined>): string | undefined {
  if (!env.BOOKSHOP_FRONT_SECRET) return undefined;
  if (!env.BOOKSHOP_FRONT_NONCE) return 'BOOKSHOP_FRONT_NONCE must be set with BOOKSHOP_FRONT_SECRET.';
  if (!configuredSiteOrigin(env)) {
    return `${SITE_URL_VARIABLE} must be the site's public http(s) address when the front serves it (BOOKSHOP_FRONT_SECRET is set).`;
  }
  return undefined;
}
