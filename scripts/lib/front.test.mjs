// The shipped front config, run by Debian's nginx before a small stand-in for Next that answers as Next does (a page
// with the placeholder nonce on its scripts and in its policy) and records what it was sent.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkFrontConfig,
  FRONT_SECRET_HEADER,
  findNginx,
  frontSecrets,
  renderFrontConfig,
  startFront,
} from './front.mjs';

const secrets = frontSecrets();
const received = [];
let renders = 0;

/** Next as the front sees it: the placeholder nonce when the secret came with the request, else a nonce of its own. */
const upstream = createServer((request, response) => {
  received.push({ method: request.method, url: request.url, headers: request.headers });
  renders++;
  const url = new URL(request.url, 'http://site');
  const nonce =
    request.headers[FRONT_SECRET_HEADER.toLowerCase()] === secrets.secret ? secrets.nonce : 'direct1234567890';
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'`,
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    etag: '"abc"',
    link: `</a.js>; rel=preload; as="script"; nonce="${nonce}"`,
  };
  if (url.pathname === '/product/cookie') headers['set-cookie'] = 'ssUserId=abc; Path=/';
  if (url.pathname === '/product/failing') headers['x-accel-expires'] = '0';
  const status = url.pathname === '/product/missing' ? 404 : 200;
  response.writeHead(status, headers);
  response.end(
    `<!doctype html><html><head><script nonce="${nonce}" src="/a.js"></script></head>` +
      `<body><p>render ${renders}</p><script nonce="${nonce}">self.__next_f=[]</script></body></html>`,
  );
});

const nginx = findNginx();
let front;
let stateDir;

beforeAll(async () => {
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  stateDir = mkdtempSync(join(tmpdir(), 'front-test-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const settings = {
    port,
    upstreamPorts: [upstream.address().port],
    stateDir,
    ...secrets,
    hosts: ['127.0.0.1', 'localhost'],
  };
  front = await startFront(settings, { output: 'ignore' });
});

afterAll(async () => {
  front?.stop();
  await new Promise((resolve) => upstream.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 200));
  rmSync(stateDir, { recursive: true, force: true });
});

/** A GET through the front; `forwardedFor` names another client, as a load balancer on this machine would. */
async function get(path, { cookie, forwardedFor, headers = {} } = {}) {
  const response = await fetch(`${front.url}${path}`, {
    headers: {
      ...headers,
      ...(cookie ? { cookie } : {}),
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
  });
  const body = await response.text();
  const nonces = [...body.matchAll(/nonce="([^"]*)"/g)].map(([, value]) => value);
  const policyNonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  return { response, body, nonces, policyNonce, cache: response.headers.get('x-cache-status') };
}

describe.skipIf(!nginx)('the front (nginx, front/nginx.conf)', () => {
  it('passes nginx -t', () => {
    const dir = mkdtempSync(join(tmpdir(), 'front-check-'));
    try {
      expect(() =>
        checkFrontConfig({ port: 1, upstreamPorts: [2], stateDir: dir, ...frontSecrets(), hosts: ['shop.example'] }),
      ).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fills every setting, and refuses to render without the secrets or the site names', () => {
    const settings = { port: 1, upstreamPorts: [2], stateDir: '/x', ...secrets, hosts: ['shop.example'] };
    expect(renderFrontConfig(settings)).not.toMatch(/\{\{\w+\}\}/);
    expect(() => renderFrontConfig({ ...settings, nonce: undefined })).toThrow('the front needs nonce_placeholder');
    expect(() => renderFrontConfig({ ...settings, hosts: [] })).toThrow('the front needs server_names');
    expect(() => renderFrontConfig({ ...settings, upstreamPorts: 2 })).toThrow('the front needs upstreamPorts');
  });

  it('names one upstream server per instance', () => {
    const settings = { port: 1, upstreamPorts: [2, 3], stateDir: '/x', ...secrets, hosts: ['shop.example'] };
    const servers = renderFrontConfig(settings).match(/^\s*server 127\.0\.0\.1:\d+\b.*;$/gm);
    expect(servers?.map((line) => line.trim())).toEqual([
      'server 127.0.0.1:2 max_fails=1 fail_timeout=10s;',
      'server 127.0.0.1:3 max_fails=1 fail_timeout=10s;',
    ]);
  });

  it('serves a page once rendered to the next visitor, with a fresh nonce in its body and header each time', async () => {
    const first = await get('/product/grace');
    const second = await get('/product/grace');
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT']);
    expect(second.body).toContain('render');
    expect(second.body.replace(/nonce="[^"]*"/g, '')).toBe(first.body.replace(/nonce="[^"]*"/g, ''));
    for (const answer of [first, second]) {
      expect(answer.nonces).toHaveLength(2);
      expect(new Set(answer.nonces)).toEqual(new Set([answer.policyNonce]));
      expect(answer.policyNonce).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.body + JSON.stringify([...answer.response.headers])).not.toContain(secrets.nonce);
    }
    expect(second.policyNonce).not.toBe(first.policyNonce);
  });

  it('keeps HTML out of browser caches and sends no validators', async () => {
    const { response } = await get('/stores');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  it("serves the load bench's saved page as it serves a cached one, to this machine only", async () => {
    mkdirSync(join(stateDir, 'bench'), { recursive: true });
    writeFileSync(join(stateDir, 'bench', 'page.html'), `<script nonce="${secrets.nonce}">1</script>`.repeat(50));
    const saved = await get('/__bench/page.html', { headers: { 'accept-encoding': 'gzip' } });
    expect(saved.response.headers.get('content-encoding')).toBe('gzip');
    expect(saved.response.headers.get('cache-control')).toBe('private, no-store');
    expect(saved.response.headers.get('etag')).toBeNull();
    expect(saved.nonces).toHaveLength(50);
    expect(new Set(saved.nonces)).toEqual(new Set([saved.policyNonce]));
    expect(saved.policyNonce).toMatch(/^[0-9a-f]{32}$/);
    expect((await get('/__bench/page.html', { forwardedFor: '203.0.113.9' })).response.status).toBe(403);
    expect((await get('/__bench/absent.html')).response.status).toBe(404);
  });

  it('caches a 404 too, rewriting its nonce', async () => {
    const first = await get('/product/missing');
    const second = await get('/product/missing');
    expect([first.response.status, second.response.status, second.cache]).toEqual([404, 404, 'HIT']);
    expect(second.nonces[0]).toBe(second.policyNonce);
    expect(second.body).not.toContain(secrets.nonce);
  });

  it('sends Next only what the key holds: the secret, plain bodies, the currency and kiosk cookies', async () => {
    await get('/category/bibles?sort.price=asc', {
      cookie: 'currency=nzd; bookshop_kiosk=1; ssUserId=shopper-1; other=x',
      headers: { 'accept-encoding': 'gzip' },
    });
    const sent = received.at(-1).headers;
    expect(sent[FRONT_SECRET_HEADER.toLowerCase()]).toBe(secrets.secret);
    expect(sent['accept-encoding']).toBeUndefined();
    expect(sent.cookie).toBe('currency=nzd; bookshop_kiosk=1');
  });

  it('keeps a copy per currency and kiosk setting, and per country and first language for a visitor who chose none', async () => {
    const path = '/category/gifts';
    expect((await get(path)).cache).toBe('MISS');
    expect((await get(path, { cookie: 'currency=NZD' })).cache).toBe('MISS');
    expect((await get(path, { cookie: 'currency=NZD' })).cache).toBe('HIT');
    expect((await get(path, { cookie: 'bookshop_kiosk=1' })).cache).toBe('MISS');
    expect((await get(path, { headers: { 'accept-language': 'en,en-NZ;q=0.8' } })).cache).toBe('MISS');
    expect(received.at(-1).headers['accept-language']).toBe('en-NZ');
    expect((await get(path, { headers: { 'accept-language': 'en-AU,en-NZ;q=0.8' } })).cache).toBe('HIT');
    expect((await get(path, { headers: { 'cf-ipcountry': 'nz' } })).cache).toBe('MISS');
    // A made-up cookie value is no new variant.
    expect((await get(path, { cookie: 'currency=XYZ; bookshop_kiosk=yes' })).cache).toBe('HIT');
  });

  it('lets a signed-in shopper read a copy but never store one', async () => {
    const session = 'bookshop_session=%7B%22accessToken%22%3A%22t%22%7D';
    expect((await get('/help/delivery', { cookie: session })).cache).toBe('MISS');
    expect((await get('/help/delivery')).cache).toBe('MISS');
    expect((await get('/help/delivery', { cookie: session })).cache).toBe('HIT');
  });

  it('never stores an answer that sets a cookie, or one the site marks with X-Accel-Expires: 0', async () => {
    for (const path of ['/product/cookie', '/product/failing']) {
      expect((await get(path)).cache).toBe('MISS');
      expect((await get(path)).cache).toBe('MISS');
    }
    expect((await get('/product/cookie')).response.headers.get('set-cookie')).toBe('ssUserId=abc; Path=/');
  });

  it('passes anything but GET and HEAD through uncached', async () => {
    await get('/product/posted');
    const posted = await fetch(`${front.url}/product/posted`, { method: 'POST', body: 'x=1' });
    await posted.text();
    expect(posted.headers.get('x-cache-status')).not.toBe('HIT');
    expect(received.at(-1)).toMatchObject({ method: 'POST', url: '/product/posted' });
  });

  it('passes unknown query parameters and the client router through uncached', async () => {
    expect((await get('/search?q=grace&utm_source=mail')).cache).toBe('BYPASS');
    expect((await get('/search?q=grace&utm_source=mail')).cache).toBe('BYPASS');
    expect((await get('/search?q=grace', { headers: { rsc: '1' } })).cache).toBe('BYPASS');
    expect((await get('/search?q=grace&_rsc=abc')).cache).toBe('BYPASS');
  });

  it('never caches the API, the account, the basket, checkout or sign-in, nor tells Next the secret there', async () => {
    for (const path of ['/api/session', '/account', '/cart', '/checkout', '/auth/login']) {
      await get(path, { headers: { [FRONT_SECRET_HEADER]: 'forged' } });
      const again = await get(path);
      expect(again.cache).toBeNull();
      expect(received.at(-2).headers[FRONT_SECRET_HEADER.toLowerCase()]).toBeUndefined();
      expect(again.policyNonce).toBe('direct1234567890');
    }
  });

  it("tells the cache status only to this machine, and sends Next the client's address, never a forged chain", async () => {
    const remote = await get('/stores/elsewhere', { forwardedFor: '203.0.113.9' });
    expect(remote.cache).toBeNull();
    expect(received.at(-1).headers['x-forwarded-for']).toBe('203.0.113.9');
    await get('/api/session', { forwardedFor: '198.51.100.7, 203.0.113.9' });
    expect(received.at(-1).headers['x-forwarded-for']).toBe('203.0.113.9');
    await get('/api/session');
    expect(received.at(-1).headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('keeps a copy per host name the site answers to: a page holds its absolute URLs', async () => {
    const ask = (host) =>
      new Promise((resolve, reject) => {
        const request = httpGet(`${front.url}/stores/north`, { headers: { host } }, (response) => {
          response.resume();
          resolve(response.headers['x-cache-status']);
        });
        request.once('error', reject);
      });
    const { port } = new URL(front.url);
    expect(await ask(`127.0.0.1:${port}`)).toBe('MISS');
    expect(await ask(`localhost:${port}`)).toBe('MISS');
    expect(await ask(`localhost:${port}`)).toBe('HIT');
    expect(received.at(-1).headers.host).toBe(`localhost:${port}`);
  });

  it('answers nothing for a host the site is not served on', async () => {
    // fetch() always sends the URL's host; node:http sends the one given.
    const ask = (host) =>
      new Promise((resolve) => {
        const request = httpGet(`${front.url}/stores`, { headers: { host } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        request.once('error', (error) => resolve(error.code));
      });
    expect(await ask('evil.example')).toBe('ECONNRESET');
    expect(await ask(new URL(front.url).host)).toBe(200);
  });

  it('renders a page once for a crowd arriving before it is cached', async () => {
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/blog/stampede')));
    expect(answers.every(({ response }) => response.status === 200)).toBe(true);
    expect(renders - before).toBe(1);
  });
});

/** A stand-in instance answering its name, or one that takes connections and drops them (an instance dying). */
function instance(name, { drops = false } = {}) {
  const seen = [];
  const server = createServer((request, response) => {
    seen.push(request.method);
    if (drops) return request.socket.destroy();
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end(name);
  });
  return { seen, server, listen: () => new Promise((resolve) => server.listen(0, '127.0.0.1', resolve)) };
}

describe.skipIf(!nginx)('the front over several instances', () => {
  const fronts = [];
  const started = [];
  const dirs = [];

  const frontOver = async (instances) => {
    started.push(...instances);
    await Promise.all(instances.map((each) => each.listen()));
    const dir = mkdtempSync(join(tmpdir(), 'front-several-'));
    dirs.push(dir);
    const settings = {
      port: 20_000 + Math.floor(Math.random() * 20_000),
      upstreamPorts: instances.map((each) => each.server.address().port),
      stateDir: dir,
      ...frontSecrets(),
      hosts: ['127.0.0.1'],
    };
    const front = await startFront(settings, { output: 'ignore' });
    fronts.push(front);
    return front.url;
  };

  afterAll(async () => {
    for (const started of fronts) started.stop();
    for (const each of started) each.server.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('sends consecutive requests to different instances', async () => {
    const url = await frontOver([instance('a'), instance('b')]);
    const names = [];
    for (let i = 0; i < 6; i++) names.push(await (await fetch(`${url}/api/session`)).text());
    expect(names.filter((name) => name === 'a')).toHaveLength(3);
    expect(names.filter((name) => name === 'b')).toHaveLength(3);
    expect(names[0]).not.toBe(names[1]);
  });

  // The dropping instance is listed first, so a fresh front's first request goes to it.
  it('routes a GET around an instance that drops it', async () => {
    const [dropping, other] = [instance('dropping', { drops: true }), instance('other')];
    const url = await frontOver([dropping, other]);
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${url}/product/grace`);
      expect([response.status, await response.text()]).toEqual([200, 'other']);
    }
    expect(dropping.seen).toContain('GET');
  });

  it('never resends a POST an instance dropped: a basket write or an order must not happen twice', async () => {
    const [dropping, other] = [instance('dropping', { drops: true }), instance('other')];
    const url = await frontOver([dropping, other]);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${url}/api/cart`, { method: 'POST', body: '{}' })).status);
    expect(dropping.seen.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 502)).toHaveLength(dropping.seen.length);
    expect(statuses.filter((status) => status === 200)).toHaveLength(other.seen.length);
    expect(other.seen.length + dropping.seen.length).toBe(4);
  });
});
