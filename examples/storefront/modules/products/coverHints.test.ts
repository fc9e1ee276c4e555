import { describe, expect, it, vi } from 'vitest';

const hints = vi.hoisted(() => ({ preconnect: vi.fn(), preload: vi.fn() }));
vi.mock('react-dom', () => hints);

const { coverHints, hintCover } = await import('./coverHints');

describe('coverHints', () => {
  it("connects early to the image host when it is another origin than the site's, and preloads the cover", () => {
    expect(coverHints('https://images.example/covers/1.jpg', 'https://shop.example')).toEqual({
      origin: 'https://images.example',
      image: 'https://images.example/covers/1.jpg',
    });
  });

  it('needs no connection for a cover on the site itself, and nothing at all without a cover', () => {
    expect(coverHints('https://shop.example/covers/1.jpg', 'https://shop.example')).toEqual({
      image: 'https://shop.example/covers/1.jpg',
    });
    expect(coverHints('/images/cover.jpg', 'https://shop.example')).toEqual({ image: '/images/cover.jpg' });
    expect(coverHints(undefined, 'https://shop.example')).toEqual({});
    expect(coverHints('', 'https://shop.example')).toEqual({});
  });
});

describe('hintCover', () => {
  it('asks React for a preconnect and a high-priority image preload', () => {
    hintCover('http://127.0.0.1:4000/images/1.svg', 'http://127.0.0.1:3000');
    expect(hints.preconnect).toHaveBeenCalledWith('http://127.0.0.1:4000');
    expect(hints.preload).toHaveBeenCalledWith('http://127.0.0.1:4000/images/1.svg', {
      as: 'image',
      fetchPriority: 'high',
    });
  });
});
