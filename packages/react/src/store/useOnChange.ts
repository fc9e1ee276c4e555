import { useEffect, useRef } from 'react';

/**
 * Runs `effect` when `key` changes, but not on mount (nor on Strict Mode's second mount): a controller starts from
 * its inputs already, and resetting it then would wipe text a shopper typed before hydration.
 */
export function useOnChange(key: unknown, effect: () => void): void {
  const last = useRef(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger; the effect is the one of its render
  useEffect(() => {
    if (Object.is(last.current, key)) return;
    last.current = key;
    effect();
  }, [key]);
}
