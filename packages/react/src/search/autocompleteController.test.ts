import { describe, expect, it, vi } from 'vitest';
import { type AutocompleteData, createAutocompleteController, searchHref } from './autocompleteController';

const data: AutocompleteData = {
  suggestions: [{ kind: 'suggestion', id: 's1', label: 'psalms', href: '/search?q=psalms' }],
  products: [{ kind: 'product', id: 'p1', label: 'Psalms for the Weary', href: '/product/psalms' }],
  content: [{ kind: 'content', id: 'c1', label: 'Reading the Psalms', href: '/blog/reading-psalms', detail: 'blog' }],
};

function setup(load = vi.fn<(query: string, signal: AbortSignal) => Promise<AutocompleteData>>(async () => data)) {
  const timers: (() => void)[] = [];
  const controller = createAutocompleteController({
    load,
    schedule: (run) => {
      timers.push(run);
      return () => timers.splice(timers.indexOf(run), 1);
    },
    logger: { error: vi.fn() },
  });
  const fire = async () => {
    for (const run of timers.splice(0)) run();
    await vi.waitFor(() => expect(controller.getState().status).not.toBe('loading'));
  };
  return { controller, load, timers, fire };
}

describe('createAutocompleteController', () => {
  it('opens with a spinner, waits for the pause, then shows results', async () => {
    const { controller, load, timers, fire } = setup();
    controller.setQuery('ps');
    controller.setQuery('psal');
    expect(controller.getState()).toMatchObject({ open: true, status: 'loading', query: 'psal' });
    expect(timers).toHaveLength(1);
    expect(load).not.toHaveBeenCalled();
    await fire();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0]?.[0]).toBe('psal');
    expect(controller.getState()).toMatchObject({ status: 'done', data });
  });

  it('does not search or open for blank text, and caps the text at 256 characters', () => {
    const { controller, timers } = setup();
    controller.setQuery('   ');
    expect(controller.getState()).toMatchObject({ open: false, status: 'idle' });
    expect(timers).toHaveLength(0);
    controller.setQuery('x'.repeat(300));
    expect(controller.getState().query).toHaveLength(256);
  });

  it('moves through suggestions, products and content with the arrow keys and Enter follows the highlight', async () => {
    const { controller, fire } = setup();
    controller.setQuery('psal');
    await fire();
    controller.move(1);
    controller.move(1);
    expect(controller.getState().activeIndex).toBe(1);
    expect(controller.submit()).toBe('/product/psalms');
    expect(controller.getState().open).toBe(false);
    controller.move(-1);
    expect(controller.getState().activeIndex).toBe(0);
    controller.move(-1);
    expect(controller.getState().activeIndex).toBe(2);
    // Escape closes the list and drops the highlight: ArrowDown opens it again at its first option.
    controller.close();
    expect(controller.getState()).toMatchObject({ open: false, activeIndex: -1 });
    controller.move(1);
    expect(controller.getState()).toMatchObject({ open: true, activeIndex: 0 });
  });

  it('Enter without a highlight goes to the listing; an empty query goes nowhere', async () => {
    const { controller } = setup();
    controller.setQuery(' grace  ');
    expect(controller.submit()).toBe('/search?q=grace');
    controller.reset();
    expect(controller.submit()).toBeNull();
    expect(searchHref('a&b')).toBe('/search?q=a%26b');
  });

  it('close keeps the text, reset empties it, and a failed load stops the spinner', async () => {
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    const { controller, fire } = setup(failing);
    controller.setQuery('grace');
    controller.close();
    expect(controller.getState()).toMatchObject({ query: 'grace', open: false, status: 'idle' });
    controller.setQuery('grace');
    await fire();
    expect(controller.getState()).toMatchObject({ status: 'error', data: { products: [] } });
    controller.reset();
    expect(controller.getState()).toMatchObject({ query: '', open: false, status: 'idle' });
  });

  it('a newer query cancels the answer of an older one', async () => {
    let resolveFirst: (value: AutocompleteData) => void = () => {};
    const load = vi
      .fn<(query: string, signal: AbortSignal) => Promise<AutocompleteData>>()
      .mockImplementationOnce(() => new Promise((resolve) => (resolveFirst = resolve)))
      .mockImplementation(async () => ({ ...data, suggestions: [] }));
    const { controller, timers } = setup(load);
    controller.setQuery('gr');
    timers.splice(0)[0]?.();
    controller.setQuery('grace');
    expect(load.mock.calls[0]?.[1].aborted).toBe(true);
    timers.splice(0)[0]?.();
    await vi.waitFor(() => expect(controller.getState().status).toBe('done'));
    resolveFirst(data);
    await Promise.resolve();
    expect(controller.getState().data.suggestions).toEqual([]);
  });
});
