/** How long a toast stays, as the site's toasts always have. */
export const TOAST_DURATION_MS = 4000;

type Listener = () => void;

let wanted = false;
const listeners = new Set<Listener>();

/** Loads react-hot-toast on the first message, so pages where no message is ever shown do not ship it. */
let loading: Promise<typeof import('react-hot-toast')> | undefined;
const library = () => {
  loading ??= import('react-hot-toast');
  return loading;
};

function show(kind: 'success' | 'error', message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void library().then(({ toast: hot }) => hot[kind](message, { duration: TOAST_DURATION_MS }));
}

/**
 * Short outcome messages ('You have been logged in.', 'Name updated successfully'), shown by react-hot-toast through
 * the site's one `<Toaster>`. Callable from anywhere in the browser, before the toaster has loaded: react-hot-toast
 * keeps messages in its own store until its toaster mounts.
 */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
};

/** Whether a message has been asked for yet: the toaster mounts from then on. For `useSyncExternalStore`. */
export const toastWanted = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => wanted,
  getServerSnapshot: () => false,
};
