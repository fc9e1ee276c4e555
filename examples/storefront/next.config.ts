import type { NextConfig } from 'next';
import { cacheHandlerSettings } from './lib/cache/cacheHandlerSettings';
import { SECURITY_HEADERS } from './lib/security/securityHeaders';
import { deploymentSettings } from './lib/startup/deploymentSettings';

const config: NextConfig = {
  poweredByHeader: false,
  // The same on every instance of one release (docs/deploy.md): with it Next keeps one build id whichever machine built,
  // and a browser holding another release's pages reloads instead of navigating into this one.
  deploymentId: deploymentSettings(process.env).deploymentId,
  // Benches build into their own folder so a measurement never overwrites the build the tests start.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // Workspace packages are consumed as built ESM; nothing is fetched from the internet at build time.
  images: { unoptimized: true },
  // `'use cache'` with `cacheLife`/`cacheTag` for shared content (lib/data), without Cache Components: every page reads
  // the visitor's cookies (kiosk, session, currency) and carries a per-request CSP nonce, so pages stay dynamic and
  // only the data functions that declare a policy are cached.
  experimental: { useCache: true },
  // With REDIS_URL at start, those entries and their tags live on the store every instance shares (docs/deploy.md).
  ...cacheHandlerSettings(process.env),
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
  },
};

export default config;
