import { describe, expect, it } from 'vitest';
import { ConcurrentModificationError } from '../errors';
import { createUpdateQueue } from './updateQueue';

const project = {
  apiUrl: 'http://127.0.0.1:4000/commercetools',
  authUrl: 'http://127.0.0.1:4000/commercetools/auth',
  projectKey: 'bookshop',
  clientId: 'storefront',
  clientSecret: 'secret',
};

describe('createUpdateQueue', () => {
  it('sends a burst of updates one at a time with the newest version', async () => {
    let version = 1;
    let inFlight = 0;
    const sent: number[] = [];
    const send = async (expected: number) => {
      inFlight++;
      expect(inFlight).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
      sent.push(expected);
      if (expected !== version) throw new ConcurrentModificationError('stale', version);
      version++;
      return { version };
    };
    const enqueue = createUpdateQueue({ versionRetries: 0, commercetools: project });
    await Promise.all(Array.from({ length: 5 }, () => enqueue('me', 1, send)));
    expect(sent).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps going after a failure and keeps resources apart', async () => {
    const enqueue = createUpdateQueue({ versionRetries: 0, commercetools: project });
    const failing = enqueue('a', 1, async () => {
      throw new Error('down');
    });
    const after = enqueue('a', 1, async (v) => ({ version: v + 1 }));
    const other = enqueue('b', 7, async (v) => ({ version: v + 1 }));
    await expect(failing).rejects.toThrow('down');
    await expect(after).resolves.toEqual({ version: 2 });
    await expect(other).resolves.toEqual({ version: 8 });
  });

  it('makes the queues of separate clients wait for each other on one resource, each update landing once', async () => {
    let version = 1;
    let inFlight = 0;
    let conflicts = 0;
    const send = async (expected: number) => {
      inFlight++;
      expect(inFlight).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
      if (expected !== version) {
        conflicts++;
        throw new ConcurrentModificationError('stale', version);
      }
      version++;
      return { version };
    };
    // Twenty clients, each with the version it read before any of them wrote, and one retry each at most.
    const clients = Array.from({ length: 20 }, () => createUpdateQueue({ versionRetries: 1, commercetools: project }));
    const results = await Promise.all(clients.map((enqueue) => enqueue('shared', 1, send)));
    expect(results.map((result) => result.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 2),
    );
    expect(conflicts).toBe(19);
  });

  it('keeps projects apart, sends at once without a resource id, and drops an update aborted while it waits', async () => {
    let release = () => {};
    const slow = () =>
      new Promise<{ version: number }>((resolve) => {
        release = () => resolve({ version: 2 });
      });
    const first = createUpdateQueue({ versionRetries: 0, commercetools: project });
    const held = first('cust-1', 1, slow);
    // The same id in another project does not wait for the held update.
    const other = createUpdateQueue({ versionRetries: 0, commercetools: { ...project, projectKey: 'other' } });
    await expect(other('cust-1', 1, async (v) => ({ version: v + 1 }))).resolves.toEqual({ version: 2 });
    // Nor does an update with no resource to line up behind.
    await expect(first(undefined, 5, async (v) => ({ version: v + 1 }))).resolves.toEqual({ version: 6 });

    const controller = new AbortController();
    const sent: number[] = [];
    const waiting = first(
      'cust-1',
      1,
      async (v) => {
        sent.push(v);
        return { version: v + 1 };
      },
      controller.signal,
    );
    const after = first('cust-1', 1, async (v) => ({ version: v + 1 }));
    controller.abort(new Error('left the page'));
    await expect(waiting).rejects.toThrow('left the page');
    release();
    await expect(held).resolves.toEqual({ version: 2 });
    // The line still waited for the held update, skipped the aborted one unsent, and went on.
    await expect(after).resolves.toEqual({ version: 3 });
    expect(sent).toEqual([]);
  });
});
