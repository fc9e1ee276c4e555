import { Server } from 'node:http';
import { PEER_ADDRESS_HEADER } from '../http/trustedProxies';

let installed = false;

/**
 * Records each request's connection address in a header (`PEER_ADDRESS_HEADER`) before Next.js sees the request:
 * route handlers get no socket, and Next.js keeps a client's own `X-Forwarded-For` as sent. A header of that name
 * sent by the client is replaced, so the value is always the server's. Installed once, at server start
 * (`instrumentation.ts`), on every HTTP server of the process.
 */
export function recordPeerAddresses(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request] = args as [import('node:http').IncomingMessage];
      const peer = request.socket?.remoteAddress;
      if (peer) request.headers[PEER_ADDRESS_HEADER] = peer;
      else delete request.headers[PEER_ADDRESS_HEADER];
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
