import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dataExceptionMessage } from '../db/dataException';
import { type Reply, ReplyError, type Router } from './router';

const MAX_BODY_BYTES = 1_000_000;

/** A service mounted under a base path, with its own error shape for "no such route" and bad bodies. */
export interface Service {
  basePath: string;
  router: Router;
  error(status: number, message: string): unknown;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    // The rest of the body is never read, so the connection cannot carry another request: close it after the answer.
    if (size > MAX_BODY_BYTES)
      throw new ReplyError(413, 'Request body is too large', { headers: { connection: 'close' } });
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseBody(text: string, contentType: string | undefined): unknown {
  if (!text) return undefined;
  if (contentType?.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new ReplyError(400, 'Request body is not valid JSON');
  }
}

/**
 * The origins whose pages may read the emulator's answers by default: the storefront as `npm start` and `next dev`
 * serve it. Any other page open in the developer's browser gets no CORS grant, so it cannot read the mailbox and
 * its password-reset links.
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://127.0.0.1:3000', 'http://localhost:3000'];

/** The CORS headers for a request's `Origin`: granted to an allowed origin only, and varying by it. */
export function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (origin && allowed.includes(origin)) return { 'access-control-allow-origin': origin, vary: 'origin' };
  return { vary: 'origin' };
}

function send(response: ServerResponse, reply: Reply, method: string, cors: Record<string, string> = {}) {
  const status = reply.status ?? 200;
  const payload = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
  response.writeHead(status, {
    'content-type':
      reply.contentType ?? (reply.json !== undefined ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8'),
    'content-length': Buffer.byteLength(payload),
    ...cors,
    ...reply.headers,
  });
  response.end(method === 'HEAD' ? undefined : payload);
}

/**
 * The emulator's HTTP server: routes each request to the service whose base path it starts with, parses bodies,
 * and turns client mistakes into 4xx answers in that service's own error shape. Only a defect of the emulator
 * itself answers 500.
 */
export function createHttpServer(
  services: Service[],
  log: (message: string) => void,
  allowedOrigins: readonly string[] = DEFAULT_ALLOWED_ORIGINS,
): Server {
  return createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    const cors = corsHeaders(request.headers.origin, allowedOrigins);
    const host = request.headers.host ?? '127.0.0.1';
    let url: URL;
    try {
      url = new URL(request.url ?? '/', `http://${host}`);
    } catch {
      return send(response, { status: 400, json: { message: 'Malformed request URL' } }, method, cors);
    }
    const service = services.find(
      (candidate) => url.pathname === candidate.basePath || url.pathname.startsWith(`${candidate.basePath}/`),
    );
    if (!service)
      return send(response, { status: 404, json: { message: `No emulated service at ${url.pathname}` } }, method, cors);
    try {
      let path: string;
      try {
        path = decodeURIComponent(url.pathname.slice(service.basePath.length));
      } catch {
        throw new ReplyError(400, 'Malformed percent-encoding in the path');
      }
      const { handler, params, allowed } = service.router.match(method, path);
      if (!handler) {
        if (allowed.length) {
          throw new ReplyError(405, `Method ${method} not allowed`, { headers: { allow: allowed.join(', ') } });
        }
        throw new ReplyError(404, `Unknown path ${url.pathname}`);
      }
      const body =
        method === 'GET' || method === 'HEAD'
          ? undefined
          : parseBody(await readBody(request), request.headers['content-type']);
      send(
        response,
        await handler({ method, url, params, headers: request.headers, body, origin: `http://${host}` }),
        method,
        cors,
      );
    } catch (error) {
      if (error instanceof ReplyError) {
        const body = error.options.body ?? service.error(error.status, error.message);
        return send(response, { status: error.status, json: body, headers: error.options.headers }, method, cors);
      }
      const invalid = dataExceptionMessage(error);
      if (invalid) return send(response, { status: 400, json: service.error(400, invalid) }, method, cors);
      log(`internal error on ${method} ${url.pathname}: ${error instanceof Error ? error.stack : String(error)}`);
      send(response, { status: 500, json: service.error(500, 'Internal emulator error') }, method, cors);
    }
  });
}
