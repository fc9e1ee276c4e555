import { describe, expect, it, vi } from 'vitest';
import { SharedStoreUnavailableError } from './sharedStoreTypes';

describe('SharedStoreUnavailableError', () => {
  it('is recognised whichever copy of the module made it (Next bundles one per layer)', async () => {
    vi.resetModules();
    const copy = await import('./sharedStoreTypes');
    expect(copy.SharedStoreUnavailableError).not.toBe(SharedStoreUnavailableError);
    const thrownByTheOtherCopy = new copy.SharedStoreUnavailableError('The shared store (Redis) is unreachable');
    expect(thrownByTheOtherCopy).toBeInstanceOf(SharedStoreUnavailableError);
    expect(new SharedStoreUnavailableError('unreachable')).toBeInstanceOf(copy.SharedStoreUnavailableError);
    expect(thrownByTheOtherCopy).toBeInstanceOf(Error);
  });

  it('is not any other error', () => {
    for (const other of [new Error('refused'), { name: 'SharedStoreUnavailableError' }, null, 'unreachable']) {
      expect(other instanceof SharedStoreUnavailableError).toBe(false);
    }
  });
});
