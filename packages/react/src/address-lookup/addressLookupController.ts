import type { AddressFindInput, AddressLookupResult, AddressSuggestion } from '@bookshop/sdk';
import {
  ADDRESS_LOOKUP_EMPTY_MESSAGE,
  ADDRESS_LOOKUP_MIN_LENGTH,
  type CountryCode,
  LOOKUP_FAILED_MESSAGE,
} from '@bookshop/sdk/rules';
import { createListeners } from '../store/listeners';

/** Pause in typing before the lookup is asked for suggestions. */
const ADDRESS_LOOKUP_DEBOUNCE_MS = 300;

/**
 * Where the lookup gets suggestions and addresses: the SDK's `bookshop.lookup` itself, or an app's own routes in
 * front of it (so the lookup service's key stays on the server).
 */
export interface AddressLookupSource {
  /** Suggestions for the typed text in a country, or the contents of a container suggestion. */
  find(input: AddressFindInput, options: { signal: AbortSignal }): Promise<AddressSuggestion[]>;
  /** The full address of an `Address` suggestion. */
  retrieve(id: string, options: { signal: AbortSignal }): Promise<AddressLookupResult>;
}

export interface AddressLookupState {
  /** The chosen country; `''` until one is chosen (the lookup asks for a country first). */
  country: CountryCode | '';
  /** The text in the search field. */
  query: string;
  /** Whether the suggestion list is showing. */
  open: boolean;
  /** `loading` while suggestions are fetched, `retrieving` while a picked address is fetched. */
  status: 'idle' | 'loading' | 'retrieving' | 'done';
  suggestions: AddressSuggestion[];
  /** Index of the highlighted suggestion; -1 when none is. */
  activeIndex: number;
  /** The picked address, once retrieved and acceptable; `null` otherwise. */
  address: AddressLookupResult | null;
  /** Whether a picked, acceptable address is in the field. */
  valid: boolean;
  /** The lookup service failed: its message, and the field is disabled (the address is entered by hand). */
  failure: string | null;
  /** A lookup that found nothing, or a pick that could not be retrieved. */
  banner: string | null;
  /** The message for a picked address of a type the shop cannot accept (PO Box, Locked Bag …). */
  unsupported: string | null;
}

export interface AddressLookupControllerOptions {
  source: AddressLookupSource;
  /** The country chosen at the start (an address being edited); none by default. */
  initialCountry?: CountryCode | '';
  /** Told whenever the picked address changes: the result, or `null` when the field no longer holds one. */
  onAddressChange?: (address: AddressLookupResult | null) => void;
  debounceMs?: number;
  /** Timers, replaceable in tests. */
  schedule?: (run: () => void, ms: number) => () => void;
  logger?: Pick<Console, 'error'>;
}

const isAbort = (signal: AbortSignal) => signal.aborted;

/**
 * The address-lookup field without UI (spec A4, A8, A9): a country comes first; suggestions are asked for after 3
 * characters and a pause in typing, a newer text cancelling an older request; picking a street or building opens its
 * addresses, picking an address retrieves it and makes the field valid, unless its type cannot be accepted; editing
 * or clearing the text makes it invalid, and changing the country clears the address with its state or city. A
 * lookup failure shows 'Failed to initialize Loqate. Please add address manually.' and disables the field; nothing
 * found, or a pick that cannot be retrieved, shows 'Something went wrong. Please try again later.'.
 *
 * @example
 * ```ts
 * const lookup = createAddressLookupController({ source: bookshop.lookup, onAddressChange: setPicked });
 * lookup.setCountry('AU');
 * lookup.setQuery('12 Ruthven');
 * ```
 */
export function createAddressLookupController(options: AddressLookupControllerOptions) {
  const {
    source,
    onAddressChange,
    debounceMs = ADDRESS_LOOKUP_DEBOUNCE_MS,
    schedule = (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
    logger = console,
  } = options;
  let state: AddressLookupState = {
    country: options.initialCountry ?? '',
    query: '',
    open: false,
    status: 'idle',
    suggestions: [],
    activeIndex: -1,
    address: null,
    valid: false,
    failure: null,
    banner: null,
    unsupported: null,
  };
  const listeners = createListeners();
  let cancelTimer: (() => void) | undefined;
  let inFlight: AbortController | undefined;
  const set = (next: Partial<AddressLookupState>) => {
    const hadAddress = state.address;
    state = { ...state, ...next };
    listeners.notify();
    if (hadAddress !== state.address) onAddressChange?.(state.address);
  };
  const stop = () => {
    cancelTimer?.();
    cancelTimer = undefined;
    inFlight?.abort();
    inFlight = undefined;
  };
  const start = () => {
    stop();
    inFlight = new AbortController();
    return inFlight.signal;
  };
  /** Nothing picked, nothing said: what the field is after its text changes. */
  const unpicked = { address: null, valid: false, banner: null, unsupported: null } as const;

  const find = async (input: AddressFindInput) => {
    const signal = start();
    try {
      const suggestions = await source.find(input, { signal });
      if (isAbort(signal)) return;
      set({
        status: 'done',
        suggestions,
        open: suggestions.length > 0,
        activeIndex: -1,
        banner: suggestions.length ? null : ADDRESS_LOOKUP_EMPTY_MESSAGE,
      });
    } catch (error) {
      if (isAbort(signal)) return;
      logger.error('Address lookup failed', error);
      set({ status: 'idle', suggestions: [], open: false, activeIndex: -1, failure: LOOKUP_FAILED_MESSAGE });
    }
  };

  const retrieve = async (suggestion: AddressSuggestion) => {
    const signal = start();
    set({ status: 'retrieving', open: false, activeIndex: -1, query: suggestionText(suggestion) });
    try {
      const result = await source.retrieve(suggestion.id, { signal });
      if (isAbort(signal)) return;
      if (result.unsupported) {
        set({ status: 'done', ...unpicked, unsupported: result.unsupported.message });
        return;
      }
      set({
        status: 'done',
        ...unpicked,
        address: result,
        valid: true,
        query: result.address.additionalAddressInfo || suggestionText(suggestion),
      });
    } catch (error) {
      if (isAbort(signal)) return;
      logger.error('Address lookup could not retrieve the address', error);
      set({ status: 'done', ...unpicked, banner: ADDRESS_LOOKUP_EMPTY_MESSAGE });
    }
  };

  const controller = {
    getState: () => state,
    subscribe: listeners.subscribe,
    /** Chooses the country; any address in the field goes with its state or city, since it was in another country. */
    setCountry(country: CountryCode | '') {
      if (country === state.country) return;
      stop();
      set({ country, query: '', open: false, status: 'idle', suggestions: [], activeIndex: -1, ...unpicked });
    },
    /** The shopper typed: the field holds no picked address any more; suggestions follow after a pause. */
    setQuery(value: string) {
      if (state.failure || !state.country) return;
      stop();
      const text = value.trim();
      if (text.length < ADDRESS_LOOKUP_MIN_LENGTH) {
        set({ query: value, open: false, status: 'idle', suggestions: [], activeIndex: -1, ...unpicked });
        return;
      }
      const country = state.country;
      set({ query: value, status: 'loading', activeIndex: -1, ...unpicked });
      cancelTimer = schedule(() => void find({ text, country }), debounceMs);
    },
    /** The clear icon: no text, no address. */
    clear() {
      stop();
      set({ query: '', open: false, status: 'idle', suggestions: [], activeIndex: -1, ...unpicked });
    },
    /** Picks a suggestion: a container (street, building) lists its addresses, an address is retrieved. */
    pick(suggestion: AddressSuggestion) {
      if (!state.country || state.failure) return;
      if (suggestion.container) {
        set({ status: 'loading', activeIndex: -1, query: suggestion.text, ...unpicked });
        void find({ text: '', country: state.country, container: suggestion.id });
        return;
      }
      void retrieve(suggestion);
    },
    /** Picks the highlighted suggestion (Enter); false when none is highlighted. */
    pickActive(): boolean {
      const suggestion = state.open ? state.suggestions[state.activeIndex] : undefined;
      if (!suggestion) return false;
      controller.pick(suggestion);
      return true;
    },
    /** Moves the highlight by `step`, wrapping around; opens a closed list that has suggestions. */
    move(step: 1 | -1) {
      const count = state.suggestions.length;
      if (!count) return;
      const from = state.activeIndex === -1 && step === -1 ? count : state.activeIndex;
      set({ open: true, activeIndex: (from + step + count) % count });
    },
    /** Closes the list and keeps the text (Escape, focus leaving the field). */
    close() {
      if (state.open || state.activeIndex !== -1) set({ open: false, activeIndex: -1 });
    },
    /** Stops any pending request (the field is going away). */
    destroy: stop,
  };
  return controller;
}

/** How a picked suggestion reads in the field while its address is fetched. */
function suggestionText(suggestion: AddressSuggestion): string {
  return [suggestion.text, suggestion.description].filter(Boolean).join(', ');
}

export type AddressLookupController = ReturnType<typeof createAddressLookupController>;
