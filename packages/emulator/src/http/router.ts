import type { IncomingHttpHeaders } from 'node:http';

/** What a handler sees of a request. */
export interface RequestContext {
  method: string;
  url: URL;
  /** Values of `:name` segments of the route pattern. */
  params: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The parsed JSON or form body, when there is one. */
  body: unknown;
  /** This emulator's own base URL as the client reached it, for absolute links (covers). */
  origin: string;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export type Handler = (context: RequestContext) => Reply | Promise<Reply>;

/**
 * A failure the client caused (or a deliberate answer such as 429). Without a `body`, the service that raised it
 * words the answer in its own error shape; with one, the body is sent as it is.
 */
export class ReplyError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly options: { body?: unknown; headers?: Record<string, string> } = {},
  ) {
    super(message);
  }
}

interface Route {
  method: string;
  segments: string[];
  handler: Handler;
}

/** A minimal method + path router; `:name` matches one segment. */
export class Router {
  private routes: Route[] = [];

  on(method: string, pattern: string, handler: Handler): this {
    this.routes.push({ method, segments: pattern.split('/').filter(Boolean), handler });
    return this;
  }

  get(pattern: string, handler: Handler): this {
    return this.on('GET', pattern, handler);
  }

  post(pattern: string, handler: Handler): this {
    return this.on('POST', pattern, handler);
  }

  /** The handler and parameters for a request; `allowed` lists methods of a path that exists with other methods. */
  match(method: string, path: string): { handler?: Handler; params: Record<string, string>; allowed: string[] } {
    const parts = path.split('/').filter(Boolean);
    const allowed: string[] = [];
    for (const route of this.routes) {
      if (route.segments.length !== parts.length) continue;
      const params: Record<string, string> = {};
      const matches = route.segments.every((segment, index) => {
        const part = parts[index] as string;
        if (segment.startsWith(':')) {
          params[segment.slice(1)] = part;
          return true;
        }
        return segment === part;
      });
      if (!matches) continue;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET'))
        return { handler: route.handler, params, allowed };
      allowed.push(route.method);
    }
    return { params: {}, allowed };
  }
}
