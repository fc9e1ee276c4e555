import { concurrentModification, invalidInput } from '../errors';

/** Optimistic concurrency: the version the client sent must be the stored one. */
export function checkVersion(id: string, expected: number, current: number): void {
  if (!Number.isSafeInteger(expected) || expected < 1)
    throw invalidInput('The version must be a positive whole number.');
  if (expected !== current) throw concurrentModification(id, expected, current);
}
