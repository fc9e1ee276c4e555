import { beforeEach, describe, expect, it, vi } from 'vitest';

const hints = vi.hoisted(() => ({ preload: vi.fn() }));
vi.mock('react-dom', () => hints);

const { hintCover } = await import('./coverHints');

describe('hintCover', () => {
  beforeEach(() => hints.preload.mockClear());

  it('asks React to preload the cover at high priority', () => {
    hintCover('http://127.0.0.1:4000/covers/1.svg');
    expect(hints.preload).toHaveBeenCalledWith('http://127.0.0.1:4000/covers/1.svg', {
      as: 'image',
      fetchPriority: 'high',
    });
  });

  it('hints nothing for a product without a cover (the placeholder is the site’s own)', () => {
    hintCover(undefined);
    hintCover('');
    expect(hints.preload).not.toHaveBeenCalled();
  });
});
