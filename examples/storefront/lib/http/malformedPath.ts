/**
 * Whether a request path carries a percent-escape that does not decode (`/product/%ZZ`, a cut UTF-8 sequence such as
 * `%E0%A4%A`). Next.js decodes a dynamic segment before the page runs and fails with a server error on these, so the
 * proxy answers them first: the address is the client's mistake.
 */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

/** The page a malformed address gets: 400, plain HTML with no script, and the way back. */
export function malformedAddressPage(): Response {
  const html = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad address | Koorong</title></head>
<body>
<main>
<h1>This address is not valid</h1>
<p>Part of the address could not be read (a % sign must be followed by two hexadecimal digits). Please check the link, or search for what you were looking for.</p>
<p><a href="/">Back to the home page</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}
