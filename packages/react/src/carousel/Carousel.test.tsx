import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';
import { carouselEnds, carouselReveal, carouselSliderOptions, carouselTarget } from './carouselController';

describe('carousel rules', () => {
  it('builds keen-slider breakpoints from the C9 table, narrowest first', () => {
    const options = carouselSliderOptions(12);
    expect(options.slides).toEqual({ perView: 1, spacing: 12 });
    expect(Object.entries(options.breakpoints).map(([query, { slides }]) => [query, slides.perView])).toEqual([
      ['(min-width: 375px)', 2],
      ['(min-width: 680px)', 3],
      ['(min-width: 768px)', 4],
      ['(min-width: 1023px)', 5],
      ['(min-width: 1380px)', 6],
    ]);
  });

  it('moves by the step of the width and stops at full pages', () => {
    expect(carouselTarget({ current: 0, count: 30, width: 1440, direction: 1 })).toBe(3);
    expect(carouselTarget({ current: 0, count: 30, width: 1100, direction: 1 })).toBe(2);
    expect(carouselTarget({ current: 0, count: 30, width: 800, direction: 1 })).toBe(2);
    expect(carouselTarget({ current: 0, count: 30, width: 700, direction: 1 })).toBe(1);
    expect(carouselTarget({ current: 0, count: 30, width: 320, direction: 1 })).toBe(1);
    expect(carouselTarget({ current: 22, count: 30, width: 1440, direction: 1 })).toBe(24);
    expect(carouselTarget({ current: 1, count: 30, width: 1440, direction: -1 })).toBe(0);
    expect(carouselTarget({ current: 0, count: 3, width: 1440, direction: 1 })).toBe(0);
  });

  it('knows when it is at either end', () => {
    expect(carouselEnds({ current: 0, count: 30, width: 1440 })).toEqual({ atStart: true, atEnd: false });
    expect(carouselEnds({ current: 24, count: 30, width: 1440 })).toEqual({ atStart: false, atEnd: true });
    expect(carouselEnds({ current: 0, count: 4, width: 1440 })).toEqual({ atStart: true, atEnd: true });
  });

  it('brings a hidden item into view with the least move, and leaves a shown one where it is', () => {
    expect(carouselReveal({ current: 0, count: 30, width: 1440, index: 5 })).toBe(0);
    expect(carouselReveal({ current: 0, count: 30, width: 1440, index: 8 })).toBe(3);
    expect(carouselReveal({ current: 6, count: 30, width: 1440, index: 2 })).toBe(2);
    expect(carouselReveal({ current: 0, count: 30, width: 1440, index: 29 })).toBe(24);
    expect(carouselReveal({ current: 0, count: 30, width: 375, index: 1 })).toBe(0);
    expect(carouselReveal({ current: 0, count: 30, width: 375, index: 2 })).toBe(1);
  });
});

describe('<Carousel>', () => {
  beforeAll(() => {
    window.matchMedia ??= vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })) as unknown as typeof window.matchMedia;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const tenBooks = () =>
    Array.from({ length: 10 }, (_, index) => `Book ${index + 1}`).map((title) => <p key={title}>{title}</p>);

  it('fetches the slider only when it nears the screen, and starts it where the buttons left it', async () => {
    const seen: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          seen.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    window.innerWidth = 1440;
    render(<Carousel label="New releases">{tenBooks()}</Carousel>);
    const next = screen.getByRole('button', { name: 'Next: New releases' });
    const previous = screen.getByRole('button', { name: 'Previous: New releases' }) as HTMLButtonElement;
    const viewport = document.getElementById(next.getAttribute('aria-controls') ?? '') as HTMLElement;
    await userEvent.click(next);
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(viewport.hasAttribute('data-enhanced')).toBe(false);

    act(() => seen.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(viewport.hasAttribute('data-enhanced')).toBe(true));
    expect(previous.getAttribute('aria-disabled')).toBe('false');
  });

  it('is a named carousel of labelled slides with previous and next buttons', async () => {
    window.innerWidth = 1440;
    render(<Carousel label="Similar products">{tenBooks()}</Carousel>);
    const region = screen.getByRole('region', { name: 'Similar products' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('heading', { level: 2, name: 'Similar products' })).toBeTruthy();
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(10);
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 of 10');
    expect(slides[0]?.className).toBe('keen-slider__slide');
    const previous = screen.getByRole('button', { name: 'Previous: Similar products' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next: Similar products' }) as HTMLButtonElement;
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    expect(next.getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(next);
    expect(previous.getAttribute('aria-disabled')).toBe('false');
    await userEvent.click(next);
    // 10 items, 6 in view: the last full page starts at item 4. Pressed at its end, Next keeps the focus.
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    expect(document.activeElement).toBe(next);
    expect(next.getAttribute('aria-disabled')).toBe('true');
  });

  it('slides a hidden item into view when the keyboard focus moves into it', () => {
    window.innerWidth = 1440;
    const links = Array.from({ length: 10 }, (_, index) => `Book ${index + 1}`).map((title) => (
      <a key={title} href={`/product/${title}`}>
        {title}
      </a>
    ));
    render(<Carousel label="Best sellers">{links}</Carousel>);
    const previous = screen.getByRole('button', { name: 'Previous: Best sellers' });
    act(() => screen.getByRole('link', { name: 'Book 4' }).focus());
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    // Six in view at 1440 px: the eighth item is hidden until focus reaches it, then the carousel moves on.
    act(() => screen.getByRole('link', { name: 'Book 8' }).focus());
    expect(previous.getAttribute('aria-disabled')).toBe('false');
  });
});
