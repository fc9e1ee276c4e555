import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';

/** Serves pages at their own paths and forwards every other request (CSS, images) to `target`. */
export function staticCopyServer(target: URL, pages: Map<string, string>): Promise<{ server: Server; url: string }> {
  const server = createHttpServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(page);
      return;
    }
    const forward = httpRequest(
      { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => {
      response.writeHead(502);
      response.end();
    });
    request.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}
