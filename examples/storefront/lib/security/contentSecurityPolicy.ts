/** The request header the proxy hands a page's CSP nonce to the render in (Next.js reads the policy header itself). */
export const NONCE_HEADER = 'x-nonce';

/**
 * The Content-Security-Policy of every page: scripts only from this site and only with this response's nonce
 * (plus what those load, 'strict-dynamic'), images from the site and the catalogue's image hosts, no plugins, no
 * framing, forms only to this site. Styles allow inline attributes because positioning libraries set them.
 */
export function contentSecurityPolicy({
  nonce,
  imageOrigins,
  development,
}: {
  nonce: string;
  imageOrigins: string[];
  development: boolean;
}): string {
  const directives = {
    'default-src': ["'self'"],
    // React's development build evaluates code for its debugging tools; production never does.
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Origins product images are served from: `BOOKSHOP_IMAGE_ORIGINS` (space-separated), else the emulator's. */
export function imageOriginsFromEnv(env: Record<string, string | undefined>): string[] {
  const listed = env.BOOKSHOP_IMAGE_ORIGINS?.split(/\s+/).filter(Boolean);
  if (listed?.length) return listed;
  const emulator = env.BOOKSHOP_EMULATOR_URL;
  try {
    return emulator ? [new URL(emulator).origin] : [];
  } catch {
    return [];
  }
}
