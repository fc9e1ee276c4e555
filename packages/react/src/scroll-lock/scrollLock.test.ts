import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scrollLock';

function withWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query }));
  window.matchMedia = globalThis.matchMedia;
}

describe('lockScroll', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.removeAttribute('style');
  });

  it('pins the body on narrow screens and restores styles and the scroll position on release', () => {
    withWidth(true);
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    document.body.style.overflow = 'auto';
    const release = lockScroll();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-420px');
    expect(document.body.style.overflow).toBe('hidden');
    release();
    release();
    expect(document.body.style.position).toBe('');
    expect(document.body.style.overflow).toBe('auto');
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
  });

  it('leaves wide screens alone', () => {
    withWidth(false);
    const release = lockScroll();
    expect(document.body.style.position).toBe('');
    release();
  });
});
