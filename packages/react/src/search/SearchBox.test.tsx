import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { hydrateAfterTyping } from '../../test/hydrateAfterTyping';
import type { AutocompleteData } from './autocompleteController';
import { SearchBox } from './SearchBox';
import { useAutocomplete } from './useAutocomplete';

const data: AutocompleteData = {
  suggestions: [{ kind: 'suggestion', id: 's1', label: 'psalms', href: '/search?q=psalms' }],
  products: [{ kind: 'product', id: 'p1', label: 'Psalms for the Weary', href: '/product/psalms', detail: '$19.99' }],
  content: [],
};

function Harness({
  load,
  onNavigate,
  path = '/',
}: {
  load: () => Promise<AutocompleteData>;
  onNavigate: (href: string) => void;
  path?: string;
}) {
  const autocomplete = useAutocomplete({ load, debounceMs: 0, resetKey: path });
  return (
    <div>
      <SearchBox autocomplete={autocomplete} onNavigate={onNavigate} emptyState={<p>Nothing matched.</p>} />
      <p>outside</p>
    </div>
  );
}

describe('<SearchBox>', () => {
  it('shows results, moves with the arrow keys and opens the highlighted option with Enter', async () => {
    const onNavigate = vi.fn();
    render(<Harness load={async () => data} onNavigate={onNavigate} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input.getAttribute('placeholder')).toBe('Search for Title, Keywords or ISBN');
    expect(input.getAttribute('maxlength')).toBe('256');
    await userEvent.type(input, 'psal');
    expect(await screen.findByRole('option', { name: /Psalms for the Weary/ })).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: /Psalms for the Weary/ }).getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/product/psalms');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to the results page on Enter and not at all for an empty box', async () => {
    const onNavigate = vi.fn();
    render(<Harness load={async () => data} onNavigate={onNavigate} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, '{Enter}');
    expect(onNavigate).not.toHaveBeenCalled();
    await userEvent.type(input, 'grace{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/search?q=grace');
  });

  it("shows the empty state and the 'No Results' link, and closes on Escape and outside clicks", async () => {
    render(<Harness load={async () => ({ suggestions: [], products: [], content: [] })} onNavigate={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'zzzz');
    expect(await screen.findByText('Nothing matched.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'No Results' }).getAttribute('href')).toBe('/search?q=zzzz');
    await userEvent.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await userEvent.type(input, 'z');
    await screen.findByText('Nothing matched.');
    await userEvent.click(screen.getByText('outside'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the focus leaves the box by keyboard, and keeps the highlighted option in view', async () => {
    // jsdom lays nothing out and has no scrollIntoView: record which element asked to be shown.
    const scrolled: Element[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    onTestFinished(() => {
      delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    });
    render(<Harness load={async () => data} onNavigate={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'psal');
    await screen.findByRole('option', { name: /Psalms for the Weary/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(scrolled.at(-1)).toBe(screen.getByRole('option', { name: /Psalms for the Weary/ }));
    // Tabbing through the box's own buttons keeps it open; tabbing past them closes it.
    await userEvent.tab();
    await userEvent.tab();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await userEvent.tab();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('clears with the clear button and resets when the route changes', async () => {
    const { rerender } = render(<Harness load={async () => data} onNavigate={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    await userEvent.type(input, 'grace');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input.value).toBe('');
    // The button goes with the text; the focus stays in the box rather than falling to the page.
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, 'hope');
    await act(async () => rerender(<Harness load={async () => data} onNavigate={vi.fn()} path="/search" />));
    expect(input.value).toBe('');
  });

  it('keeps and searches for text typed into the server-rendered box before hydration', async () => {
    const load = vi.fn(async () => data);
    await hydrateAfterTyping(<Harness load={load} onNavigate={vi.fn()} />, (container) => {
      const box = container.querySelector('input[name=q]') as HTMLInputElement;
      box.focus();
      box.value = 'psal';
    });
    const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(await screen.findByRole('option', { name: /Psalms for the Weary/ })).toBeTruthy();
    expect(input.value).toBe('psal');
    expect(load).toHaveBeenCalledWith('psal', expect.any(AbortSignal));
  });

  it('keeps text typed before hydration without opening the dropdown once the shopper has left the box', async () => {
    const load = vi.fn(async () => data);
    await hydrateAfterTyping(<Harness load={load} onNavigate={vi.fn()} />, (container) => {
      (container.querySelector('input[name=q]') as HTMLInputElement).value = 'psal';
    });
    const input = screen.getByRole('combobox', { name: 'Search' }) as HTMLInputElement;
    expect(input.value).toBe('psal');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });

  it('submits natively to the results page before hydration', () => {
    render(<Harness load={async () => data} onNavigate={vi.fn()} />);
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(screen.getByRole('combobox', { name: 'Search' }).getAttribute('name')).toBe('q');
  });

  it('labels only the input "Search"; the submit button is named by its text', () => {
    render(<Harness load={async () => data} onNavigate={vi.fn()} />);
    expect(screen.getByLabelText('Search')).toBe(screen.getByRole('combobox'));
    expect(screen.getByRole('button', { name: 'Search' }).textContent).toBe('Search');
  });
});
