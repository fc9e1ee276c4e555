import type { NextConfig } from 'next';
import { SECURITY_HEADERS } from './lib/security/securityHeaders';

const config: NextConfig = {
  poweredByHeader: false,
  // Benches build into their own folder so a measurement never overwrites the build the tests start.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  // Workspace packages are consumed as built ESM; nothing is fetched from the internet at build time.
  images: { unoptimized: true },
  async headers() {
    return [{ source: '/:path*', headers: [...SECURITY_HEADERS] }];
  },
};

export default config;
