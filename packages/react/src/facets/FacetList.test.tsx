import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterTyping } from '../../test/hydrateAfterTyping';
import { FacetList } from './FacetList';
import { facetScrolls, filterFacetOptions, seeMore, toggleFacetValue } from './facetListController';

const options = ['Hardcover', 'Paperback', 'eBook', 'Audio CD', 'Leathersoft', 'Board Book'].map((label, index) => ({
  label,
  value: label,
  count: 10 - index,
}));

describe('facet list rules', () => {
  it('toggles values, keeping one for a single-choice facet', () => {
    expect(toggleFacetValue([], 'a')).toEqual(['a']);
    expect(toggleFacetValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleFacetValue(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleFacetValue(['4'], '3', 'single')).toEqual(['3']);
    expect(toggleFacetValue(['4'], '4', 'single')).toEqual([]);
  });

  it('filters by label regardless of case and accents', () => {
    const authors = [
      { label: 'Charlotte Brontë', value: 'Charlotte Brontë', count: 1 },
      { label: 'Max Lucado', value: 'Max Lucado', count: 2 },
    ];
    expect(filterFacetOptions(authors, 'BRONTE').map((a) => a.label)).toEqual(['Charlotte Brontë']);
    expect(filterFacetOptions(authors, '  ')).toHaveLength(2);
  });

  it('scrolls after 5 values, 180px a step, and back to the top at the end', () => {
    expect(facetScrolls(5)).toBe(false);
    expect(facetScrolls(6)).toBe(true);
    const list = { scrollTop: 0, scrollHeight: 400, clientHeight: 150, scrollTo: vi.fn() };
    seeMore(list);
    expect(list.scrollTo).toHaveBeenCalledWith({ top: 180, behavior: 'smooth' });
    seeMore({ ...list, scrollTop: 250 });
    expect(list.scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });
});

describe('<FacetList>', () => {
  it('renders a labelled group of checkboxes with counts and reports changes (controlled)', async () => {
    const onValueChange = vi.fn();
    render(<FacetList label="Format" options={options} value={['Paperback']} onValueChange={onValueChange} />);
    const group = screen.getByRole('group', { name: 'Format' });
    expect(group).toBeTruthy();
    const paperback = screen.getByRole('checkbox', { name: 'Paperback (9)' }) as HTMLInputElement;
    expect(paperback.checked).toBe(true);
    expect(paperback.closest('li')?.dataset.state).toBe('checked');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hardcover (10)' }));
    expect(onValueChange).toHaveBeenCalledWith(['Paperback', 'Hardcover']);
    // Controlled: the parent has not changed the value, so the box stays unticked.
    expect((screen.getByRole('checkbox', { name: 'Hardcover (10)' }) as HTMLInputElement).checked).toBe(false);
  });

  it('applies a box ticked on the served page before hydration, as if ticked now', async () => {
    const onValueChange = vi.fn();
    const ui = <FacetList label="Format" options={options} value={['Paperback']} onValueChange={onValueChange} />;
    await hydrateAfterTyping(ui, (page) => {
      (page.querySelector('input[value=Hardcover]') as HTMLInputElement).checked = true;
    });
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith(['Paperback', 'Hardcover']);
  });

  it("offers 'See More' only after 5 values and scrolls the list", async () => {
    const { rerender } = render(<FacetList label="Format" options={options.slice(0, 5)} />);
    expect(screen.queryByRole('button', { name: 'See More' })).toBeNull();
    rerender(<FacetList label="Format" options={options} />);
    const list = screen.getByRole('list');
    expect(list.hasAttribute('data-scrolls')).toBe(true);
    list.scrollTo = vi.fn() as unknown as typeof list.scrollTo;
    Object.defineProperty(list, 'scrollHeight', { value: 400 });
    Object.defineProperty(list, 'clientHeight', { value: 150 });
    // Named by its visible text; the facet it belongs to is the group around it.
    const button = within(screen.getByRole('group', { name: 'Format' })).getByRole('button', { name: 'See More' });
    expect(button.getAttribute('aria-controls')).toBe(list.id);
    await userEvent.click(button);
    expect(list.scrollTo).toHaveBeenCalledWith({ top: 180, behavior: 'smooth' });
  });

  it('narrows the values with the text filter and keeps its own state when uncontrolled', async () => {
    render(<FacetList label="Authors" options={options} filterable defaultValue={['eBook']} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Authors' }), 'book');
    expect(
      screen.getAllByRole('checkbox').map((box) => box.getAttribute('id') && box.parentElement?.textContent),
    ).toEqual(['eBook (8)', 'Board Book (5)']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Board Book (5)' }));
    expect((screen.getByRole('checkbox', { name: 'Board Book (5)' }) as HTMLInputElement).checked).toBe(true);
    // The status is there before it has anything to say, so a screen reader reads 'No matches' when it appears.
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filter Authors' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter Authors' }), 'zzz');
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('No matches');
  });
});
