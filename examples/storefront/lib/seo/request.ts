import 'server-only';
import { headers } from 'next/headers';
import { NONCE_HEADER } from '../security/contentSecurityPolicy';
import { PATH_HEADER, siteOrigin } from './siteOrigin';

/** This request's site origin: `BOOKSHOP_SITE_URL`, else the request's host (see `siteOrigin`). */
export async function requestOrigin(): Promise<string> {
  return siteOrigin(process.env, await headers());
}

/** This page's CSP nonce, which the proxy made for it; inline scripts the page renders carry it. */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}

/** This page's path as the proxy saw it (no query), or `undefined` outside a page. */
export async function requestPath(): Promise<string | undefined> {
  return (await headers()).get(PATH_HEADER) ?? undefined;
}

/** What a page needs to render structured data: the origin its URLs are absolute against, and its nonce. */
export async function structuredDataContext(): Promise<{ origin: string; nonce: string | undefined }> {
  const [origin, nonce] = await Promise.all([requestOrigin(), requestNonce()]);
  return { origin, nonce };
}
