import { describe, expect, it } from 'vitest';
import { createSingleFlight } from './singleFlight';

describe('createSingleFlight', () => {
  it('runs once for parallel calls of one key, and again once that run has ended', async () => {
    const singleFlight = createSingleFlight();
    let runs = 0;
    const run = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return runs;
    };
    const [a, b] = await Promise.all([singleFlight('k', run), singleFlight('k', run)]);
    expect([a, b, runs]).toEqual([1, 1, 1]);
    expect(await singleFlight('k', run)).toBe(2);
  });

  it('keeps keys apart and lets a failed run be tried again', async () => {
    const singleFlight = createSingleFlight();
    await expect(singleFlight('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const [a, b] = await Promise.all([singleFlight('a', async () => 'a'), singleFlight('b', async () => 'b')]);
    expect([a, b]).toEqual(['a', 'b']);
  });
});
