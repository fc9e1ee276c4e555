/** How long a toast stays, as the site's toasts always have. */
export const TOAST_DURATION_MS = 4000;

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const NONE: readonly Toast[] = [];

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  publish(toasts.filter((toast) => toast.id !== id));
}

function show(kind: Toast['kind'], message: string): number {
  const id = nextId++;
  publish([...toasts, { id, kind, message }]);
  setTimeout(() => dismiss(id), TOAST_DURATION_MS);
  return id;
}

/**
 * Short outcome messages ('You have been logged in.'), shown by `<Toaster>` for four seconds. A few lines instead of
 * a toast library, so every page does not ship one for a message most visits never see.
 */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  dismiss,
};

/** The current toasts, for `useSyncExternalStore`. */
export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => toasts,
  getServerSnapshot: () => NONE,
};
