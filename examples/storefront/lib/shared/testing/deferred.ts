/**
 * A promise a test settles when it chooses: a gate a run or a session start waits on. Its rejection is handled here,
 * because a gate may close before the run that awaits it has started.
 */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}
