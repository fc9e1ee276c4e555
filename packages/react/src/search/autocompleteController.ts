import { SEARCH_QUERY_MAX_LENGTH } from '@bookshop/sdk/rules';
import { createListeners } from '../store/listeners';

/** Debounce of the search box's autocomplete calls (spec C9). */
const SEARCH_DEBOUNCE_MS = 300;

/** One thing the dropdown offers: a suggested query, a product or a content page. */
export interface AutocompleteOption {
  kind: 'suggestion' | 'product' | 'content';
  id: string;
  label: string;
  href: string;
  imageUrl?: string;
  /** Product price text, or the content type ('blog', 'author'). */
  detail?: string;
}

export interface AutocompleteData {
  suggestions: AutocompleteOption[];
  products: AutocompleteOption[];
  content: AutocompleteOption[];
}

export interface AutocompleteState {
  query: string;
  open: boolean;
  status: 'idle' | 'loading' | 'done' | 'error';
  data: AutocompleteData;
  /** Index into the options in the order the dropdown lists them; -1 when no option is highlighted. */
  activeIndex: number;
}

export interface AutocompleteControllerOptions {
  load: (query: string, signal: AbortSignal) => Promise<AutocompleteData>;
  debounceMs?: number;
  /** Timers, replaceable in tests. */
  schedule?: (run: () => void, ms: number) => () => void;
  logger?: Pick<Console, 'error'>;
}

const EMPTY: AutocompleteData = { suggestions: [], products: [], content: [] };
const INITIAL: AutocompleteState = { query: '', open: false, status: 'idle', data: EMPTY, activeIndex: -1 };

/** Every option in the order the dropdown lists them and the arrow keys visit them. */
export function optionsOf(data: AutocompleteData): AutocompleteOption[] {
  return [...data.suggestions, ...data.products, ...data.content];
}

/** The listing URL for a query, or `null` when there is nothing to search for (an empty query does not navigate). */
export function searchHref(query: string): string | null {
  const text = query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);
  return text ? `/search?q=${encodeURIComponent(text)}` : null;
}

/**
 * The search box's behaviour without UI (spec C2, C4): typing opens the dropdown and shows a spinner until
 * results arrive; calls wait for a 300 ms pause and a newer query cancels an older one; clearing, Enter, Escape, an
 * outside click or a route change close it; the arrow keys move through the options.
 *
 * @example
 * ```ts
 * const search = createAutocompleteController({ load: (q, signal) => fetchSuggestions(q, signal) });
 * search.setQuery('psal');
 * ```
 */
export function createAutocompleteController(options: AutocompleteControllerOptions) {
  const {
    load,
    debounceMs = SEARCH_DEBOUNCE_MS,
    schedule = (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    logger = console,
  } = options;
  let state = INITIAL;
  const listeners = createListeners();
  let cancelTimer: (() => void) | undefined;
  let inFlight: AbortController | undefined;
  const set = (next: Partial<AutocompleteState>) => {
    state = { ...state, ...next };
    listeners.notify();
  };
  const stop = () => {
    cancelTimer?.();
    cancelTimer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };
  const run = async (query: string) => {
    const controller = new AbortController();
    inFlight = controller;
    try {
      const data = await load(query, controller.signal);
      if (controller.signal.aborted) return;
      set({ status: 'done', data, activeIndex: -1 });
    } catch (error) {
      if (controller.signal.aborted) return;
      // A failed search stops the spinner and shows nothing (spec C8).
      logger.error('Search suggestions failed', error);
      set({ status: 'error', data: EMPTY, activeIndex: -1 });
    }
  };
  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    setQuery(value: string) {
      const query = value.slice(0, SEARCH_QUERY_MAX_LENGTH);
      stop();
      if (!query.trim()) {
        set({ query, open: false, status: 'idle', data: EMPTY, activeIndex: -1 });
        return;
      }
      set({ query, open: true, status: 'loading', activeIndex: -1 });
      cancelTimer = schedule(() => void run(query.trim()), debounceMs);
    },
    /**
     * Closes the dropdown but keeps the text (Escape, outside click). The highlight goes too, so a closed list has no
     * active option and ArrowDown opens it again at its first option.
     */
    close() {
      stop();
      if (state.status === 'loading') set({ open: false, status: 'idle', activeIndex: -1 });
      else set({ open: false, activeIndex: -1 });
    },
    /** Empties the box and closes the dropdown (the clear button, a route change). */
    reset() {
      stop();
      set(INITIAL);
    },
    /** Moves the highlight by `step`, wrapping around; opens a closed dropdown that has results. */
    move(step: 1 | -1) {
      const count = optionsOf(state.data).length;
      if (!count) return;
      const from = state.activeIndex === -1 && step === -1 ? count : state.activeIndex;
      set({ open: true, activeIndex: (from + step + count) % count });
    },
    /** Where Enter goes: the highlighted option, else the listing for the query; `null` for an empty query. */
    submit(): string | null {
      const option = optionsOf(state.data)[state.activeIndex];
      const href = state.open && option ? option.href : searchHref(state.query);
      if (href) {
        stop();
        set({ open: false, status: state.status === 'loading' ? 'idle' : state.status });
      }
      return href;
    },
  };
}

export type AutocompleteController = ReturnType<typeof createAutocompleteController>;
