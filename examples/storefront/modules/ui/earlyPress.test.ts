// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { earlyPressScript, recordEarlyPresses, takeEarlyPress } from './earlyPress';

function control(name: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.setAttribute('data-early-press', name);
  button.innerHTML = '<svg><path></path></svg>';
  document.body.append(button);
  return button;
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as { __bookshopEarlyPresses?: unknown }).__bookshopEarlyPresses;
});

describe('early presses', () => {
  it('are kept by name until the control hydrates, then taken once', () => {
    recordEarlyPresses(window);
    const menu = control('menu');
    menu.querySelector('path')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyPress('other')).toBe(false);
    expect(takeEarlyPress('menu')).toBe(true);
    expect(takeEarlyPress('menu')).toBe(false);
  });

  it('are not noted once the control has hydrated, nor on other elements', () => {
    recordEarlyPresses(window);
    const menu = control('menu');
    document.body.append(document.createElement('p'));
    document.querySelector('p')?.click();
    expect(takeEarlyPress('menu')).toBe(false);
    menu.click();
    expect(takeEarlyPress('menu')).toBe(false);
  });

  it('are none when the recorder never ran', () => {
    control('menu').click();
    expect(takeEarlyPress('menu')).toBe(false);
  });

  it('are recorded by the inline script text on its own, as the browser runs it', () => {
    new Function(earlyPressScript)();
    control('menu').click();
    expect(takeEarlyPress('menu')).toBe(true);
  });
});
