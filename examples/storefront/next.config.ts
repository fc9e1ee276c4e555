import type { NextConfig } from 'next';

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Workspace packages are consumed as built ESM; nothing is fetched from the internet at build time.
  images: { unoptimized: true },
};

export default config;
