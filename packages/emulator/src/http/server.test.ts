import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from './router';
import { createHttpServer } from './server';

const server = createHttpServer(
  [
    {
      basePath: '/echo',
      router: new Router().post('/', ({ body }) => ({ json: { got: body } })),
      error: (status, message) => ({ status, message }),
    },
  ],
  () => {},
);
let port: number;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One POST on a kept-alive connection, with node:http (which, unlike fetch, reuses a socket the server left open). */
function post(body: string, agent: Agent) {
  return new Promise<{ status: number; connection?: string; text: string }>((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path: '/echo',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('createHttpServer', () => {
  it('answers an over-large body 413 and closes that connection, so the next request gets a fresh one', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooLarge = await post(JSON.stringify({ text: 'x'.repeat(1_500_000) }), agent);
      expect([tooLarge.status, tooLarge.connection]).toEqual([413, 'close']);
      expect(JSON.parse(tooLarge.text)).toEqual({ status: 413, message: 'Request body is too large' });
      const next = await post('{"a":1}', agent);
      expect([next.status, JSON.parse(next.text)]).toEqual([200, { got: { a: 1 } }]);
    } finally {
      agent.destroy();
    }
  });
});

describe('CORS', () => {
  const ask = (origin?: string, allowed?: readonly string[]) => {
    const local = createHttpServer(
      [{ basePath: '/echo', router: new Router().get('/', () => ({ json: {} })), error: () => ({}) }],
      () => {},
      allowed,
    );
    return new Promise<Headers>((resolve, reject) => {
      local.listen(0, '127.0.0.1', async () => {
        try {
          const { port: own } = local.address() as AddressInfo;
          const answer = await fetch(`http://127.0.0.1:${own}/echo/`, { headers: origin ? { origin } : {} });
          resolve(answer.headers);
        } catch (error) {
          reject(error);
        } finally {
          local.close();
        }
      });
    });
  };

  it('lets only the storefront read answers by default, and any origin configured instead', async () => {
    expect((await ask('http://127.0.0.1:3000')).get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
    expect((await ask('http://localhost:3000')).get('access-control-allow-origin')).toBe('http://localhost:3000');
    const foreign = await ask('https://evil.example');
    expect(foreign.get('access-control-allow-origin')).toBeNull();
    expect(foreign.get('vary')).toBe('origin');
    expect((await ask()).get('access-control-allow-origin')).toBeNull();
    const configured = ['https://shop.example'];
    expect((await ask('https://shop.example', configured)).get('access-control-allow-origin')).toBe(
      'https://shop.example',
    );
    expect((await ask('http://127.0.0.1:3000', configured)).get('access-control-allow-origin')).toBeNull();
  });
});
