import {
  createServer as createHttpServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';

/**
 * Forwards one request to `target` and pipes its answer back (502 when `target` does not answer); `body` is sent in
 * place of the request's own stream when the caller has already read it.
 */
export function forwardTo(target: URL, request: IncomingMessage, response: ServerResponse, body?: Buffer): void {
  const forward = httpRequest(
    {
      host: target.hostname,
      port: target.port,
      path: request.url,
      method: request.method,
      headers: { ...request.headers, host: target.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  forward.on('error', () => {
    response.writeHead(502);
    response.end();
  });
  if (body) forward.end(body);
  else request.pipe(forward);
}

/** Starts `server` on a free loopback port and answers its URL. */
export function listenOnLoopback(server: Server): Promise<{ server: Server; url: string }> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}

/** Serves pages at their own paths and forwards every other request (CSS, images) to `target`. */
export function staticCopyServer(target: URL, pages: Map<string, string>): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(page);
      return;
    }
    forwardTo(target, request, response);
  });
  return listenOnLoopback(server);
}
