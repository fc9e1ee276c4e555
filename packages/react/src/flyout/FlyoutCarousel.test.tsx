import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FlyoutCarousel } from './FlyoutCarousel';
import { FLYOUT_CAROUSEL_PER_VIEW, flyoutCarouselStep } from './flyoutCarouselController';

describe('flyoutCarouselStep', () => {
  it('moves one item at a time and stops at both ends', () => {
    expect(FLYOUT_CAROUSEL_PER_VIEW).toBe(1);
    expect(flyoutCarouselStep({ current: 0, count: 3, direction: 1 })).toEqual({
      index: 1,
      atStart: false,
      atEnd: false,
    });
    expect(flyoutCarouselStep({ current: 2, count: 3, direction: 1 })).toEqual({
      index: 2,
      atStart: false,
      atEnd: true,
    });
    expect(flyoutCarouselStep({ current: 0, count: 3, direction: -1 })).toEqual({
      index: 0,
      atStart: true,
      atEnd: false,
    });
    expect(flyoutCarouselStep({ current: 0, count: 0, direction: 1 })).toEqual({
      index: 0,
      atStart: true,
      atEnd: true,
    });
  });
});

describe('FlyoutCarousel', () => {
  it('shows one item, hides the others from the keyboard, and steps with the buttons', async () => {
    render(
      <FlyoutCarousel label="You may also like">
        <a href="/a">First</a>
        <a href="/b">Second</a>
      </FlyoutCarousel>,
    );
    expect(screen.getByRole('region', { name: 'You may also like' })).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Previous: You may also like' });
    const next = screen.getByRole('button', { name: 'Next: You may also like' });
    expect(screen.getByRole('link', { name: 'First' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Second' })).toBeNull();
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(next);
    expect(screen.getByRole('link', { name: 'Second' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'First' })).toBeNull();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('group', { name: '2 of 2' }).dataset.state).toBe('active');
  });
});
