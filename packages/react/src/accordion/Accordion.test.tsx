import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion';
import { accordionFollows, setAccordions } from './accordionEvents';

function height(value: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(value);
}

describe('<Accordion>', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cuts tall content at 150 px and toggles Read more / Read less', async () => {
    height(400);
    render(<Accordion aria-label="About">text</Accordion>);
    const region = screen.getByRole('region', { name: 'About' });
    expect(region.getAttribute('data-state')).toBe('closed');
    expect((region.firstElementChild as HTMLElement).style.maxHeight).toBe('150px');
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(region.getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('button', { name: 'Read less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('opens when the focus moves into the cut content, so a link below the cut is never focused out of sight', async () => {
    height(400);
    render(
      <>
        <Accordion aria-label="About">
          <p>Long text</p>
          <a href="/help">Read our FAQ</a>
        </Accordion>
        <button type="button">After</button>
      </>,
    );
    const region = screen.getByRole('region', { name: 'About' });
    const body = region.firstElementChild as HTMLElement;
    body.scrollTop = 40;
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Read our FAQ' }));
    expect(region.getAttribute('data-state')).toBe('open');
    expect(body.style.maxHeight).toBe('');
    expect(body.scrollTop).toBe(0);
    expect(screen.getByRole('button', { name: 'Read less' })).toBeTruthy();
  });

  it('shows short content whole without a toggle', () => {
    height(80);
    render(<Accordion aria-label="About">short</Accordion>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('region').getAttribute('data-state')).toBe('open');
  });

  it('opens and closes on the global event, by group', () => {
    height(400);
    render(
      <>
        <Accordion aria-label="A">a</Accordion>
        <Accordion aria-label="B" group="faq">
          b
        </Accordion>
      </>,
    );
    act(() => setAccordions({ open: true, group: 'faq' }));
    expect(screen.getByRole('region', { name: 'A' }).getAttribute('data-state')).toBe('closed');
    expect(screen.getByRole('region', { name: 'B' }).getAttribute('data-state')).toBe('open');
    act(() => setAccordions({ open: true }));
    expect(screen.getByRole('region', { name: 'A' }).getAttribute('data-state')).toBe('open');
    act(() => setAccordions({ open: false }));
    expect(screen.getByRole('region', { name: 'B' }).getAttribute('data-state')).toBe('closed');
  });

  it('follows events for its group or for everyone', () => {
    expect(accordionFollows({ open: true }, 'x')).toBe(true);
    expect(accordionFollows({ open: true, group: 'y' }, 'x')).toBe(false);
    expect(accordionFollows(null)).toBe(false);
  });
});
