/** A page's query value as one string. Next gives a repeated parameter (`?a=1&a=2`) as an array; the first counts. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Where to send a shopper after an auth step: a path on this site, never another site (`//host`, `/\host`, which
 * browsers read as `//host`) and never back into the auth pages; otherwise the account page.
 */
export function safeReturnPath(value: string | string[] | undefined): string {
  const path = firstValue(value);
  const onSite = path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
  return path && onSite && !path.startsWith('/auth/') ? path : '/account';
}
