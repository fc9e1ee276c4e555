import { randomUUID } from 'node:crypto';
import { type SharedStore, SharedStoreUnavailableError } from '@/lib/shared/sharedStoreTypes';
import { createSingleFlight } from '@/lib/shared/singleFlight';

export interface CheckoutAttemptsOptions {
  /** How long a running attempt's lease lasts without a beat: past it, the instance running it is taken for stopped. */
  aliveMs?: number;
  /** How often the instance running an attempt renews its lease. */
  beatMs?: number;
  /** How long an attempt's record (started, placed or failed) is kept for later questions about it. */
  keptMs?: number;
  /** Between two looks of an instance waiting on an attempt another instance runs. */
  pollMs?: number;
  sleep?: (ms: number) => Promise<void>;
  newId?: () => string;
}

/** How the instances keep an attempt's failure: written as `failure(error)` (JSON), thrown again as `error(failure)`. */
export interface AttemptFailureCodec<F> {
  failure(error: unknown): F;
  error(failure: F): unknown;
}

/**
 * What became of an attempt: its order, still running, its failure, `interrupted` (it started, but the instance
 * running it stopped before it ended, so only commerce can say whether an order was made) or unknown here.
 */
export type AttemptStatus<T, F> =
  | { state: 'placed'; order: T }
  | { state: 'running' }
  | { state: 'failed'; failure: F }
  | { state: 'interrupted' }
  | { state: 'unknown' };

type AttemptRecord<T, F> =
  | { state: 'started'; holder: string }
  | { state: 'placed'; holder: string; order: T }
  | { state: 'failed'; holder: string; failure: F };

const RECORD_STATES = new Set(['started', 'placed', 'failed']);

function parseRecord<T, F>(value: string | undefined): AttemptRecord<T, F> | undefined {
  if (value === undefined) return undefined;
  try {
    const record = JSON.parse(value) as Partial<AttemptRecord<T, F>> | null;
    return record && typeof record.holder === 'string' && RECORD_STATES.has(record.state ?? '')
      ? (record as AttemptRecord<T, F>)
      : undefined;
  } catch {
    return undefined;
  }
}

const sameRecord = <T, F>(a: AttemptRecord<T, F> | undefined, b: AttemptRecord<T, F> | undefined) =>
  a?.state === b?.state && a?.holder === b?.holder;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ignore = () => {};

/**
 * Checkout attempts on the shared store, so every instance knows an attempt another one runs. The first request of an
 * attempt to set its lease (set-if-absent) runs it, records it as started, renews the lease while it runs and records
 * how it ended (kept 10 minutes); the lease frees only after that. A request of the same attempt on another instance
 * waits for that outcome and answers it; one whose holder stopped (lease run out, no outcome) runs the attempt
 * itself. In one process, parallel requests share the run's promise without asking the store.
 *
 * When the store is unavailable an attempt runs in this process alone: the SDK's `placeOrder` keys payments and the
 * order on the attempt, so a twin on another instance answers the same order and charges nothing twice.
 *
 * @example
 * ```ts
 * const attempts = createCheckoutAttempts(sharedStore, { failure: attemptFailure, error: attemptError });
 * const order = await attempts.place(`${shopper}:${attempt}`, () => placeTheOrder());
 * ```
 */
export function createCheckoutAttempts<T, F>(
  store: () => SharedStore,
  codec: AttemptFailureCodec<F>,
  options: CheckoutAttemptsOptions = {},
) {
  const {
    aliveMs = 10_000,
    beatMs = 3_000,
    keptMs = 10 * 60 * 1000,
    pollMs = 100,
    sleep = pause,
    newId = randomUUID,
  } = options;
  const local = createSingleFlight();
  const recordKey = (key: string) => `checkout-attempt:${key}`;
  const leaseKey = (key: string) => `checkout-attempt-lease:${key}`;
  const read = async (key: string) => parseRecord<T, F>(await store().get(recordKey(key)));
  const holderOf = (key: string) => store().get(leaseKey(key));
  // A record the store refused is not worth failing an order for: the lease's expiry still ends the attempt's run.
  const keep = (key: string, record: AttemptRecord<T, F>) =>
    store().set(recordKey(key), JSON.stringify(record), keptMs).catch(ignore);

  async function hold(key: string, holder: string, run: () => Promise<T>): Promise<T> {
    await keep(key, { state: 'started', holder });
    const beat = setInterval(() => void store().extendIf(leaseKey(key), holder, aliveMs).catch(ignore), beatMs);
    try {
      const order = await run();
      await keep(key, { state: 'placed', holder, order });
      return order;
    } catch (error) {
      await keep(key, { state: 'failed', holder, failure: codec.failure(error) });
      throw error;
    } finally {
      clearInterval(beat);
      await store().deleteIf(leaseKey(key), holder).catch(ignore);
    }
  }

  /** How the run `holder` holds ended, once it has; `undefined` when it stopped without an outcome. */
  async function outcomeOf(key: string, holder: string): Promise<AttemptRecord<T, F> | undefined> {
    for (;;) {
      const record = await read(key);
      if (record?.holder === holder && record.state !== 'started') return record;
      if ((await holderOf(key)) !== holder) {
        // The holder records its outcome before it frees the lease: a lease gone without one is a stopped holder.
        const last = await read(key);
        return last?.holder === holder && last.state !== 'started' ? last : undefined;
      }
      await sleep(pollMs);
    }
  }

  async function across(key: string, run: () => Promise<T>): Promise<T> {
    for (;;) {
      const known = await read(key);
      if (known?.state === 'placed') return known.order;
      const id = newId();
      if (await store().setIfAbsent(leaseKey(key), id, aliveMs)) return hold(key, id, run);
      const holder = await holderOf(key);
      // A lease freed since the set-if-absent failed belongs to a run that has just ended: its record says how.
      const outcome = holder === undefined ? await read(key) : await outcomeOf(key, holder);
      if (outcome?.state === 'placed') return outcome.order;
      if (outcome?.state === 'failed') throw codec.error(outcome.failure);
    }
  }

  return {
    /**
     * Runs the attempt `key` once across the instances and answers its order (or throws its failure). An attempt
     * already placed answers its order again; one that failed runs again (an outage may have passed).
     */
    place(key: string, run: () => Promise<T>): Promise<T> {
      return local(key, async () => {
        let ran = false;
        const tracked = () => {
          ran = true;
          return run();
        };
        try {
          return await across(key, tracked);
        } catch (error) {
          if (error instanceof SharedStoreUnavailableError && !ran) return run();
          throw error;
        }
      });
    },

    /**
     * How the attempt `key` stands, on any instance. Throws {@link SharedStoreUnavailableError} when the store cannot
     * be read: the caller falls back to what commerce knows.
     */
    async status(key: string): Promise<AttemptStatus<T, F>> {
      let record = await read(key);
      // The record alone is final only while no run holds the lease, and if it did not change meanwhile: a run may
      // start (lease first, then its record) or end (outcome first, then the lease) between two looks.
      for (let look = 0; look < 3; look++) {
        if (record?.state === 'placed') return { state: 'placed', order: record.order };
        if ((await holderOf(key)) !== undefined) return { state: 'running' };
        const again = await read(key);
        if (sameRecord(again, record)) {
          if (!again) return { state: 'unknown' };
          if (again.state === 'failed') return { state: 'failed', failure: again.failure };
          return { state: 'interrupted' };
        }
        record = again;
      }
      return { state: 'running' };
    },
  };
}
