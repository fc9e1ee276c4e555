// The HTTP front (nginx) before `next start`: its config rendered from examples/storefront/front/nginx.conf, and
// nginx run as the invoking user with every file it writes under one folder of the project's.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { delimiter, join } from 'node:path';
import { root } from './paths.mjs';
import { portTaken } from './waitFor.mjs';

/** Where the shipped config and its include live. */
export const FRONT_DIR = join(root, 'examples/storefront/front');
/** The request header by which Next knows a page request came through the front (its value is the secret). */
export const FRONT_SECRET_HEADER = 'X-Bookshop-Front';
/** How long a cached page is served before it is rendered again (stale copies are served while that happens). */
export const PAGE_TTL_S = 30;

/** nginx on PATH, else where Debian installs it; `undefined` when it is not installed. */
export function findNginx() {
  const candidates = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin'];
  return candidates.map((dir) => join(dir, 'nginx')).find((path) => existsSync(path));
}

/**
 * A fresh secret and placeholder nonce, random per start: the placeholder is rewritten wherever it appears in a
 * page, so one a reviewer or editor could guess would receive the real nonce. Both are in Next's nonce alphabet.
 */
export function frontSecrets() {
  return { secret: randomBytes(24).toString('base64url'), nonce: randomBytes(24).toString('base64url') };
}

/**
 * The upstream block's servers: one per instance, each left out for 10 s after a connection it refused or dropped
 * (`max_fails=1`), so the next requests go straight to the others instead of each trying it first.
 */
function upstreamServers(upstreamPorts) {
  if (!Array.isArray(upstreamPorts) || !upstreamPorts.every((port) => Number.isInteger(port) && port > 0)) {
    throw new Error('the front needs upstreamPorts, a list of the ports where the instances listen');
  }
  return upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;`).join('\n');
}

/**
 * The config for these settings: `port` where the front listens (loopback), `upstreamPorts` where the instances of
 * Next listen (round robin over them), `stateDir` for nginx's pid, logs, temp files and cache, `hosts` the names the
 * site answers to.
 */
export function renderFrontConfig({ port, upstreamPorts, stateDir, secret, nonce, hosts, pageTtl = PAGE_TTL_S }) {
  const settings = {
    port,
    upstream_servers: upstreamServers(upstreamPorts),
    state_dir: stateDir,
    front_dir: FRONT_DIR,
    secret_header: FRONT_SECRET_HEADER,
    front_secret: secret,
    nonce_placeholder: nonce,
    server_names: [...new Set(hosts)].join(' '),
    page_ttl: pageTtl,
    // Started by root, nginx would hand its workers to another user, who cannot write the invoking user's files.
    workers_user: process.getuid?.() === 0 ? `user ${userInfo().username};` : '# workers run as the invoking user',
  };
  const missing = Object.entries(settings).filter(([, value]) => value === undefined || value === '');
  if (missing.length) throw new Error(`the front needs ${missing.map(([name]) => name).join(', ')}`);
  return readFileSync(join(FRONT_DIR, 'nginx.conf'), 'utf8').replace(/\{\{(\w+)\}\}/g, (token, name) => {
    if (!(name in settings)) throw new Error(`front/nginx.conf names an unknown setting ${token}`);
    return String(settings[name]);
  });
}

/** Writes the config into `stateDir` with the folders nginx writes to; answers its path. */
function writeConfig(settings) {
  for (const dir of ['cache', 'client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(settings.stateDir, dir), { recursive: true });
  }
  const file = join(settings.stateDir, 'nginx.conf');
  writeFileSync(file, renderFrontConfig(settings));
  return file;
}

/** `nginx -t` on the config for these settings: throws with nginx's own words when it is refused. */
export function checkFrontConfig(settings, nginx = findNginx()) {
  if (!nginx) throw new Error('nginx is not installed');
  const file = writeConfig(settings);
  return execFileSync(nginx, ['-t', '-q', '-p', settings.stateDir, '-c', file], { encoding: 'utf8', stdio: 'pipe' });
}

/** Starts nginx for these settings; answers its process at once (see {@link startFront} to wait for it). */
export function spawnFront(settings, { nginx = findNginx(), output = 'inherit' } = {}) {
  if (!nginx) throw new Error('nginx is not installed');
  const file = writeConfig(settings);
  return spawn(nginx, ['-p', settings.stateDir, '-c', file], { stdio: ['ignore', output, output] });
}

/**
 * Starts the front for these settings and waits until it accepts connections. Answers its URL, the child process
 * and `stop()`. The caller starts Next on each of `upstreamPorts` with {@link nextFrontVariables} set.
 */
export async function startFront(settings, options) {
  const child = spawnFront(settings, options);
  const url = `http://127.0.0.1:${settings.port}`;
  const deadline = Date.now() + 15_000;
  while (!(await portTaken(settings.port))) {
    if (child.exitCode !== null) throw new Error(`nginx stopped (exit ${child.exitCode}); see ${settings.stateDir}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not listen on ${url} within 15 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    stop: () => {
      // SIGQUIT lets workers finish what they are sending; SIGTERM is nginx's fast shutdown.
      child.kill('SIGQUIT');
      setTimeout(() => child.exitCode === null && child.kill('SIGTERM'), 3000).unref();
    },
  };
}

/**
 * What Next needs to render pages for the front: the secret it recognises, the placeholder it renders, and the site's
 * public address (`siteUrl`, the front's). Cached pages hold absolute URLs, so behind the front they come from this
 * stated address, never from a request's `Host`; Next refuses to start with the secret and without it.
 */
export const nextFrontVariables = ({ secret, nonce }, siteUrl) => ({
  BOOKSHOP_FRONT_SECRET: secret,
  BOOKSHOP_FRONT_NONCE: nonce,
  BOOKSHOP_SITE_URL: siteUrl,
});
