import { createClient, ErrorReply } from 'redis';
import { type SharedStore, SharedStoreUnavailableError } from './sharedStoreTypes';

// INCR and the first PEXPIRE in one script, so a counter can never be left without an expiry (a crash between two
// commands would lock a shopper out for good). A key that somehow has no expiry gets one here too.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}`;

// Deletes a lease only while it is still its holder's: one that ran past its expiry must not free the next holder's.
const DELETE_IF = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

// Extends a lease only while it is still its holder's, for the same reason.
const EXTEND_IF = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0`;

/** How long the first command waits for the first connection; later commands fail at once while Redis is away. */
const FIRST_CONNECT_WAIT_MS = 1_000;
/** A command with no answer by then fails (a stopped or overloaded server), rather than holding up a request. */
const COMMAND_TIMEOUT_MS = 1_000;
/** Reconnect after 50 ms, doubling up to 2 s, for as long as it takes: Redis restarts are survived without a deploy. */
export const reconnectDelay = (retries: number): number => Math.min(50 * 2 ** retries, 2_000);

export interface RedisStoreOptions {
  /** `redis://[user:password@]host:port[/db]`, or `rediss://` for TLS. */
  url: string;
  /** Put before every key, so one Redis server can hold several shops (and tests stay apart). */
  prefix?: string;
  /** Told once when Redis becomes unreachable and once when it is back (defaults to the console). */
  log?: (message: string) => void;
}

/**
 * The shared store on a Redis-compatible server, through node-redis: one client, connected on first use, which
 * reconnects by itself. While Redis is away every call fails at once with {@link SharedStoreUnavailableError}:
 * commands are not queued for later (a once-only write replayed minutes later would be wrong).
 */
export function createRedisStore({ url, prefix = 'storefront:', log = console.warn }: RedisStoreOptions): SharedStore {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: FIRST_CONNECT_WAIT_MS, reconnectStrategy: reconnectDelay },
    commandOptions: { timeout: COMMAND_TIMEOUT_MS, rejectInFlight: true },
  });
  let away = false;
  // Without a listener node-redis would throw its socket errors at the process.
  client.on('error', (error: Error) => {
    if (away) return;
    away = true;
    log(`The shared store (Redis) is unreachable; its guards fall back to this process: ${error.message}`);
  });
  client.on('ready', () => {
    if (away) log('The shared store (Redis) is reachable again');
    away = false;
  });

  // Every call waits for the first connection, up to its bound (parallel first calls share the one wait); once that
  // wait is over, a call while Redis is away fails at once.
  let firstConnection: Promise<unknown> | undefined;
  const connected = () => {
    firstConnection ??= new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, FIRST_CONNECT_WAIT_MS);
      client.connect().then(() => {
        clearTimeout(timer);
        resolve();
      }, resolve);
    });
    return firstConnection;
  };
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      await connected();
      return await run();
    } catch (error) {
      if (error instanceof ErrorReply) throw error;
      throw new SharedStoreUnavailableError('The shared store (Redis) is unreachable', { cause: error });
    }
  };
  const key = (name: string) => `${prefix}${name}`;

  return {
    increment: (name, ttlMs) =>
      call(async () => {
        const [count, left] = (await client.eval(INCREMENT, {
          keys: [key(name)],
          arguments: [String(ttlMs)],
        })) as [number, number];
        return { count, expiresInMs: left };
      }),
    setIfAbsent: (name, value, ttlMs) =>
      call(async () => {
        const answer = await client.set(key(name), value, {
          expiration: { type: 'PX', value: ttlMs },
          condition: 'NX',
        });
        return answer === 'OK';
      }),
    get: (name) => call(async () => (await client.get(key(name))) ?? undefined),
    // MGET with no key is an error in Redis; nothing asked is nothing answered.
    getMany: (names) =>
      names.length
        ? call(async () => (await client.mGet(names.map(key))).map((value) => value ?? undefined))
        : Promise.resolve([]),
    set: (name, value, ttlMs) =>
      call(async () => {
        await client.set(key(name), value, { expiration: { type: 'PX', value: ttlMs } });
      }),
    delete: (name) =>
      call(async () => {
        await client.del(key(name));
      }),
    deleteIf: (name, value) =>
      call(async () => (await client.eval(DELETE_IF, { keys: [key(name)], arguments: [value] })) === 1),
    extendIf: (name, value, ttlMs) =>
      call(async () => (await client.eval(EXTEND_IF, { keys: [key(name)], arguments: [value, String(ttlMs)] })) === 1),
    close: async () => {
      // A client still reconnecting has nothing to finish: it is dropped at once.
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}
