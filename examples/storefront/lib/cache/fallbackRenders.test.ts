import { describe, expect, it } from 'vitest';
import { FALLBACK_WINDOW_MS, fallbackRecently, noteFallback } from './fallbackRenders';

describe('fallbackRenders', () => {
  it('marks the pages that follow a fallback for one window, then no longer', () => {
    const at = 1_000_000;
    noteFallback(at);
    expect(fallbackRecently(at + 1)).toBe(true);
    expect(fallbackRecently(at + FALLBACK_WINDOW_MS - 1)).toBe(true);
    expect(fallbackRecently(at + FALLBACK_WINDOW_MS)).toBe(false);
  });
});
