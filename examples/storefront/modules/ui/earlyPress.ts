interface EarlyPresses {
  /** Names pressed before their component took them. */
  pressed: Record<string, true>;
  /** Names whose component has hydrated: from then on, its own handler answers presses. */
  taken: Record<string, true>;
}

type EarlyPressWindow = Window & { __bookshopEarlyPresses?: EarlyPresses };

/**
 * Notes presses on `[data-early-press]` controls until their component hydrates. Runs as an inline script at the top
 * of the body, so a press on a slow phone in the seconds before the scripts run is not lost: without it the page shows
 * a button that does nothing. Self-contained, because it is sent as its own source text (`earlyPressScript`).
 */
export function recordEarlyPresses(target: Window): void {
  const presses: EarlyPresses = { pressed: {}, taken: {} };
  (target as EarlyPressWindow).__bookshopEarlyPresses = presses;
  target.document.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest?.('[data-early-press]');
      const name = control?.getAttribute('data-early-press');
      if (name && !presses.taken[name]) presses.pressed[name] = true;
    },
    true,
  );
}

/** The inline script's text. */
export const earlyPressScript = `(${recordEarlyPresses.toString()})(window)`;

/**
 * Whether `name` was pressed before its component hydrated. Called once, when it hydrates: later presses are the
 * component's own, so none is noted after this.
 */
export function takeEarlyPress(name: string, target: Window = window): boolean {
  const presses = (target as EarlyPressWindow).__bookshopEarlyPresses;
  if (!presses) return false;
  presses.taken[name] = true;
  const pressed = presses.pressed[name] === true;
  delete presses.pressed[name];
  return pressed;
}
