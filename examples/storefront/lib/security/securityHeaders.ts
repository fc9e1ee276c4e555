/**
 * Headers every answer carries: pages, API routes and static files alike (the Content-Security-Policy is per page,
 * with its nonce, from the proxy). Browsers ignore Strict-Transport-Security over plain HTTP, so local runs are
 * unaffected; it has no `includeSubDomains`, as the shop's other hosts are not this site's to decide.
 */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  // A JSON answer or an uploaded-looking file is never run as a script or a page.
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  // Other sites see the origin only, never a search term or an account path.
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // For browsers without CSP's frame-ancestors, and for answers that carry no policy.
  { key: 'X-Frame-Options', value: 'DENY' },
  // The site uses none of these but its own pages' location (check stock in store, when the shopper allows it); a
  // third-party frame gets none of them.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self), usb=(), browsing-topics=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=31536000' },
];
