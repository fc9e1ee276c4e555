// @vitest-environment jsdom
import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ActionLink } from './ActionLink';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
  window.location.hash = '';
});

function renderLink(props: { busy?: boolean; onKeyDown?: (event: React.KeyboardEvent) => void } = {}) {
  const onAction = vi.fn();
  const ref = createRef<HTMLAnchorElement>();
  act(() =>
    root.render(
      <ActionLink
        ref={ref}
        targetId="phone-editor"
        aria-label="Edit Phone"
        className="edit"
        onAction={onAction}
        {...props}
      >
        Edit
      </ActionLink>,
    ),
  );
  return { onAction, link: ref.current as HTMLAnchorElement };
}

/** Dispatches a key press on the link; answers whether the link took it (the browser's default is cancelled). */
function press(link: HTMLElement, key: string, repeat = false) {
  const event = new KeyboardEvent('keydown', { key, repeat, bubbles: true, cancelable: true });
  act(() => {
    link.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

function click(link: HTMLElement) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  act(() => {
    link.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

describe('ActionLink', () => {
  it('is an in-page link with its visible text, accessible name and styling hooks, in the tab order', () => {
    const { link } = renderLink();
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('#phone-editor');
    expect(link.getAttribute('aria-label')).toBe('Edit Phone');
    expect(link.textContent).toBe('Edit');
    expect(link.className).toBe('edit');
    expect(link.hasAttribute('aria-disabled')).toBe(false);
    expect(link.getAttribute('data-state')).toBe('idle');
    link.focus();
    expect(document.activeElement).toBe(link);
  });

  it('acts on a click without jumping to its target', () => {
    const { link, onAction } = renderLink();
    expect(click(link)).toBe(true);
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('');
  });

  it('acts once on Enter and once on Space, taking both keys from the browser', () => {
    const { link, onAction } = renderLink();
    expect(press(link, 'Enter')).toBe(true);
    expect(onAction).toHaveBeenCalledTimes(1);
    // Space on a link would scroll the page: the link takes it and acts instead.
    expect(press(link, ' ')).toBe(true);
    expect(onAction).toHaveBeenCalledTimes(2);
  });

  it('acts once for a key held down', () => {
    const { link, onAction } = renderLink();
    press(link, ' ');
    expect(press(link, ' ', true)).toBe(true);
    expect(press(link, 'Enter', true)).toBe(true);
    expect(onAction).toHaveBeenCalledTimes(1);
  });

  it('leaves other keys alone', () => {
    const { link, onAction } = renderLink();
    expect(press(link, 'Tab')).toBe(false);
    expect(press(link, 'a')).toBe(false);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('while busy says so and ignores clicks, Enter and Space (still without jumping)', () => {
    const { link, onAction } = renderLink({ busy: true });
    expect(link.getAttribute('aria-disabled')).toBe('true');
    expect(link.getAttribute('data-state')).toBe('busy');
    expect(click(link)).toBe(true);
    expect(press(link, 'Enter')).toBe(true);
    expect(press(link, ' ')).toBe(true);
    expect(onAction).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });

  it("runs the caller's key handler first and lets it take the key", () => {
    const onKeyDown = vi.fn((event: React.KeyboardEvent) => {
      if (event.key === 'Enter') event.preventDefault();
    });
    const { link, onAction } = renderLink({ onKeyDown });
    press(link, 'Enter');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
    press(link, ' ');
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
