/**
 * The subscribers of a headless controller's state, in the shape `useSyncExternalStore` expects: `subscribe` returns
 * the function that unsubscribes, `notify` tells every subscriber the state changed.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
    get size() {
      return listeners.size;
    },
    clear() {
      listeners.clear();
    },
  };
}
