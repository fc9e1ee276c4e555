// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepTabWithin } from './keepTabWithin';

function drawer() {
  document.body.innerHTML = `
    <button id="outside">Filter</button>
    <section id="panel" tabindex="-1">
      <a id="skipped" href="/x" tabindex="-1">Not in the tab order</a>
      <button id="first">Show results</button>
      <input id="last" type="checkbox" />
      <input id="hidden" />
    </section>`;
  // jsdom lays nothing out; give every control but the hidden one a box, as a browser would. The skipped and hidden
  // controls stand at the ends, so the wrap would land on them if they were not skipped.
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('button, a, input'))) {
    const box = element.id === 'hidden' ? [] : [{}];
    element.getClientRects = () => box as unknown as DOMRectList;
  }
  return document.getElementById('panel') as HTMLElement;
}

function tab(panel: HTMLElement, from: string, shiftKey = false) {
  document.getElementById(from)?.focus();
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
  keepTabWithin(panel, event);
  return { prevented: event.defaultPrevented, focused: document.activeElement?.id };
}

describe('keepTabWithin', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('wraps from the last control to the first and back, skipping what is hidden or out of the tab order', () => {
    const panel = drawer();
    expect(tab(panel, 'last')).toEqual({ prevented: true, focused: 'first' });
    expect(tab(panel, 'first', true)).toEqual({ prevented: true, focused: 'last' });
    expect(tab(panel, 'panel', true)).toEqual({ prevented: true, focused: 'last' });
  });

  it('leaves Tab between controls inside to the browser, and brings focus back from outside', () => {
    const panel = drawer();
    expect(tab(panel, 'first')).toEqual({ prevented: false, focused: 'first' });
    expect(tab(panel, 'outside')).toEqual({ prevented: true, focused: 'first' });
  });

  it('ignores other keys', () => {
    const panel = drawer();
    document.getElementById('last')?.focus();
    const event = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    keepTabWithin(panel, event);
    expect(event.defaultPrevented).toBe(false);
  });
});
