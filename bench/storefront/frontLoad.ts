import autocannon from 'autocannon';

/** How the front answered, from its X-Cache-Status (sent to loopback clients only). */
export type CacheOutcome = 'hit' | 'miss' | 'uncached';

/** HIT, STALE and UPDATING are served from the cache; MISS, BYPASS, EXPIRED and REVALIDATED went to Next. */
export function cacheOutcome(status: string | undefined): CacheOutcome {
  const value = status?.toUpperCase();
  if (value === 'HIT' || value === 'STALE' || value === 'UPDATING') return 'hit';
  if (value === 'MISS' || value === 'BYPASS' || value === 'EXPIRED' || value === 'REVALIDATED') return 'miss';
  return 'uncached';
}

/** The p-th percentile (0–100) of some latencies, nearest rank; `undefined` for none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx, counted together. */
  errors: number;
  /** Of those, the requests not answered within the timeout. */
  timeouts: number;
  /** Requests sent, answered or not. */
  sent: number;
  /** Bytes on the wire per answer, headers included (gzipped bodies where the front compresses). */
  bytesPerResponse: number;
  /** Answers by how the front served them, each with its latencies (ms). */
  outcomes: Record<CacheOutcome, number[]>;
}

interface Run {
  /** Paths requested in turn, one list shared by every connection. */
  paths: readonly string[];
  connections: number;
  /** Seconds to run; or `amount` requests in all, stopped after `limitS` seconds if they have not all answered. */
  duration?: number;
  amount?: number;
  limitS?: number;
  /** Seconds before a request counts as timed out. */
  timeoutS?: number;
}

/** What a browser sends that changes what the front does: it asks for gzip (and sends no cookie: a first visit). */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

const headerValue = (headers: Record<string, unknown> | undefined, name: string) => {
  const key = Object.keys(headers ?? {}).find((each) => each.toLowerCase() === name);
  const value = key === undefined ? undefined : headers?.[key];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Runs autocannon in this thread against `base`, the connections taking `paths` in turn, and tells each answer's
 * latency by how the front served it: autocannon hands a request's headers to `onResponse` just before it reports
 * the same answer's latency, so the status read in one is the other's.
 */
export function loadThroughFront(base: string, run: Run): Promise<LoadFigures> {
  let next = 0;
  let lastStatus: string | undefined;
  const outcomes: LoadFigures['outcomes'] = { hit: [], miss: [], uncached: [] };
  return new Promise((resolve, reject) => {
    let limit: NodeJS.Timeout | undefined;
    const instance = autocannon(
      {
        url: base,
        connections: run.connections,
        ...(run.amount ? { amount: run.amount } : { duration: run.duration ?? 10 }),
        timeout: run.timeoutS ?? 10,
        headers: BROWSER_HEADERS,
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: run.paths[next++ % run.paths.length] as string }),
            onResponse: (_status, _body, _context, headers) => {
              lastStatus = headerValue(headers as Record<string, unknown>, 'x-cache-status');
            },
          },
        ],
      },
      (error, result) => {
        clearTimeout(limit);
        if (error) return reject(error);
        const answered = result.requests.total;
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          // autocannon's `errors` include its timeouts; `requests.total` counts answers only.
          errors: result.errors + result.non2xx,
          timeouts: result.timeouts,
          sent: answered + result.errors,
          bytesPerResponse: answered ? result.throughput.total / (answered - result.non2xx || 1) : 0,
          outcomes,
        });
      },
    );
    // Invalid options reach the callback before autocannon returns, and then it returns no instance.
    if (!instance) return;
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      outcomes[cacheOutcome(lastStatus)].push(responseTime);
      lastStatus = undefined;
    });
    limit = setTimeout(() => instance.stop(), (run.limitS ?? 3600) * 1000);
  });
}
