import { createServer as createHttpServer, type Server } from 'node:http';
import { forwardTo, listenOnLoopback } from './servers';

/** What the storefront asked its services for while a counter was running, by call ('graphql MyActiveCart', …). */
export interface ServiceCalls {
  total: number;
  byCall: Map<string, number>;
}

/**
 * Names a service call for the figures: a GraphQL operation by its name (`graphql UpdateMyCart`), an OAuth token
 * request by its grant, anything else by method and path.
 */
function callName(method: string, path: string, body: string): string {
  if (path.endsWith('/graphql')) {
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body)?.[1] ?? 'anonymous';
    return `graphql ${operation}`;
  }
  if (path.includes('/oauth/')) return `oauth ${/grant_type=(\w+)/.exec(body)?.[1] ?? path}`;
  return `${method} ${path.split('?')[0]}`;
}

/**
 * A loopback proxy in front of the emulator that counts each request the storefront's server sends through it:
 * `start()` opens a window, `stop()` closes it and answers what was called in it.
 */
export async function callCountingProxy(target: URL): Promise<{
  server: Server;
  url: string;
  start(): void;
  stop(): ServiceCalls;
}> {
  let window: ServiceCalls | null = null;
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      if (window) {
        const name = callName(request.method ?? 'GET', request.url ?? '', body.toString('utf8'));
        window.total++;
        window.byCall.set(name, (window.byCall.get(name) ?? 0) + 1);
      }
      forwardTo(target, request, response, body);
    });
  });
  const { url } = await listenOnLoopback(server);
  return {
    server,
    url,
    start() {
      window = { total: 0, byCall: new Map() };
    },
    stop() {
      const calls = window ?? { total: 0, byCall: new Map() };
      window = null;
      return calls;
    },
  };
}
