// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it } from 'vitest';
import { CoverFallbacks } from './CoverFallbacks';
import { MISSING_IMAGE } from './missingImage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

function cover(src: string, { cover = true } = {}) {
  const image = document.createElement('img');
  image.src = src;
  if (cover) image.dataset.cover = '';
  document.body.append(image);
  return image;
}

it('swaps a cover that fails to load for the placeholder, and leaves other images alone', () => {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<CoverFallbacks />));
  const failing = cover('/covers/gone.jpg');
  const banner = cover('/banners/gone.jpg', { cover: false });
  failing.dispatchEvent(new Event('error'));
  banner.dispatchEvent(new Event('error'));
  expect(failing.getAttribute('src')).toBe(MISSING_IMAGE);
  expect(failing.dataset.state).toBe('missing');
  expect(banner.getAttribute('src')).toBe('/banners/gone.jpg');

  // The placeholder failing as well leaves it be, rather than swapping again for ever.
  failing.dispatchEvent(new Event('error'));
  expect(failing.getAttribute('src')).toBe(MISSING_IMAGE);

  act(() => root.unmount());
  const later = cover('/covers/later.jpg');
  later.dispatchEvent(new Event('error'));
  expect(later.getAttribute('src')).toBe('/covers/later.jpg');
});
