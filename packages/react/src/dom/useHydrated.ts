import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** `false` in the server's markup and while hydrating it, `true` from then on (and at once in a client render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
