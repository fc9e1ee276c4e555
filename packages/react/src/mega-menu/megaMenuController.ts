import { createListeners } from '../store/listeners';

/** A mega-menu column shows at most this many links (spec C9). */
const MEGA_MENU_MAX_LINKS_PER_COLUMN = 10;

export interface MegaMenuLink {
  label: string;
  href: string;
}

export interface MegaMenuColumn {
  title: string;
  href?: string;
  links: MegaMenuLink[];
}

/** One top-level entry of the menu: its columns, grey links and optional call-to-action card. */
export interface MegaMenuItem {
  id: string;
  label: string;
  href: string;
  /** A small icon the mobile drawer shows beside the entry. */
  iconUrl?: string;
  columns: MegaMenuColumn[];
  greyLinks?: MegaMenuLink[];
  callToAction?: { imageUrl?: string; title?: string; subtitle?: string; button?: MegaMenuLink } | null;
}

export interface MegaMenuState {
  /** The open entry's index, -1 when closed. */
  openIndex: number;
  /** True for a moment after a route change: hovering does not open the menu. */
  suppressed: boolean;
}

export interface MegaMenuControllerOptions {
  /** How long a route change keeps the menu shut (default 400 ms). */
  suppressMs?: number;
  schedule?: (run: () => void, ms: number) => () => void;
}

/** How long the menu stays shut after a route change. */
export const MEGA_MENU_SUPPRESS_MS = 400;

/**
 * Columns as the menu shows them: at most 10 links each (spec C2); a longer column continues in a new one.
 *
 * @example
 * ```ts
 * megaMenuColumns([{ title: 'Bibles', links: twelveLinks }]); // two columns: 10 links, then 2
 * ```
 */
export function megaMenuColumns(
  columns: readonly MegaMenuColumn[],
  max = MEGA_MENU_MAX_LINKS_PER_COLUMN,
): MegaMenuColumn[] {
  return columns.flatMap((column) => {
    if (column.links.length <= max) return [column];
    const parts: MegaMenuColumn[] = [];
    for (let start = 0; start < column.links.length; start += max) {
      parts.push({ ...column, title: start === 0 ? column.title : '', links: column.links.slice(start, start + max) });
    }
    return parts;
  });
}

/**
 * The desktop mega-menu without UI: one entry open at a time (by hover, click or keyboard), closed by Escape, an
 * outside click or leaving it, and suppressed briefly during a route change so a menu does not pop open under the
 * pointer of a shopper who just chose a link.
 *
 * @example
 * ```ts
 * const menu = createMegaMenuController();
 * menu.open(2, 'hover');
 * menu.routeChanged(); // closes; hover is ignored for 400 ms
 * ```
 */
export function createMegaMenuController(options: MegaMenuControllerOptions = {}) {
  const {
    suppressMs = MEGA_MENU_SUPPRESS_MS,
    schedule = (run, ms) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    },
  } = options;
  let state: MegaMenuState = { openIndex: -1, suppressed: false };
  const listeners = createListeners();
  let cancel: (() => void) | undefined;
  // How the open entry was opened: a click right after the hover that opened it keeps it open.
  let openedBy: 'hover' | 'keyboard' | 'click' = 'click';
  const set = (next: Partial<MegaMenuState>) => {
    const merged = { ...state, ...next };
    if (merged.openIndex === state.openIndex && merged.suppressed === state.suppressed) return;
    state = merged;
    listeners.notify();
  };
  return {
    getState: () => state,
    subscribe: listeners.subscribe,
    /** Opens an entry; hover is ignored while suppressed, a deliberate click or key is not. */
    open(index: number, via: 'hover' | 'keyboard' | 'click' = 'click') {
      if (via === 'hover' && state.suppressed) return;
      if (state.openIndex !== index) openedBy = via;
      set({ openIndex: index });
    },
    /** A click on an entry: opens it, or closes it unless hovering just opened it. */
    toggle(index: number) {
      if (state.openIndex === index && openedBy === 'hover') {
        openedBy = 'click';
        return;
      }
      openedBy = 'click';
      set({ openIndex: state.openIndex === index ? -1 : index });
    },
    close() {
      set({ openIndex: -1 });
    },
    /** A route change: close and ignore hover for a moment. */
    routeChanged() {
      cancel?.();
      set({ openIndex: -1, suppressed: true });
      cancel = schedule(() => set({ suppressed: false }), suppressMs);
    },
    /** Stops the pending timer (the controller stays usable). */
    dispose() {
      cancel?.();
      cancel = undefined;
      if (state.suppressed) set({ suppressed: false });
    },
  };
}

export type MegaMenuController = ReturnType<typeof createMegaMenuController>;
