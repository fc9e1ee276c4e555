import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MegaMenu } from './MegaMenu';
import { createMegaMenuController, type MegaMenuItem, megaMenuColumns } from './megaMenuController';
import { useMegaMenu } from './useMegaMenu';

const links = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => ({ label: `${prefix} ${index + 1}`, href: `/${prefix}/${index + 1}` }));

const items: MegaMenuItem[] = [
  {
    id: 'bibles',
    label: 'Bibles',
    href: '/category/bibles',
    columns: [{ title: 'Bibles', href: '/category/bibles', links: links(12, 'bible') }],
    greyLinks: [{ label: 'New Releases', href: '/new' }],
    callToAction: { title: 'Bible week', subtitle: 'Save', button: { label: 'Shop now', href: '/bible-week' } },
  },
  { id: 'books', label: 'Books', href: '/category/books', columns: [{ title: 'Books', links: links(3, 'book') }] },
];

function Harness({ routeKey = '/' }: { routeKey?: string }) {
  const menu = useMegaMenu({ routeKey, suppressMs: 400 });
  return <MegaMenu items={items} menu={menu} aria-label="Main" />;
}

const tops = items.map(({ id, label, href }) => ({ id, label, href, columns: [] }));

function LazyHarness({ loadItems }: { loadItems: () => Promise<MegaMenuItem[]> }) {
  const menu = useMegaMenu({ routeKey: '/' });
  return <MegaMenu items={tops} loadItems={loadItems} menu={menu} aria-label="Main" />;
}

describe('megaMenuColumns', () => {
  it('splits columns at 10 links', () => {
    const columns = megaMenuColumns([{ title: 'Bibles', links: links(23, 'b') }]);
    expect(columns.map((column) => column.links.length)).toEqual([10, 10, 3]);
    expect(columns.map((column) => column.title)).toEqual(['Bibles', '', '']);
  });
});

describe('createMegaMenuController', () => {
  it('ignores hover while suppressed after a route change, but not a click', () => {
    let fire = () => {};
    const menu = createMegaMenuController({
      schedule: (run) => {
        fire = run;
        return () => {};
      },
    });
    menu.open(1, 'hover');
    expect(menu.getState().openIndex).toBe(1);
    menu.routeChanged();
    expect(menu.getState()).toEqual({ openIndex: -1, suppressed: true });
    menu.open(0, 'hover');
    expect(menu.getState().openIndex).toBe(-1);
    menu.open(0, 'click');
    expect(menu.getState().openIndex).toBe(0);
    fire();
    expect(menu.getState().suppressed).toBe(false);
    menu.toggle(0);
    expect(menu.getState().openIndex).toBe(-1);
  });
});

describe('<MegaMenu>', () => {
  // First in this file: the panel code is fetched once per module, and this test needs it not fetched yet.
  it('renders no panel links until an entry opens; the first ArrowDown opens it and focuses its first link', async () => {
    render(<Harness />);
    expect(screen.queryAllByRole('link', { hidden: true })).toHaveLength(0);
    const books = screen.getByRole('button', { name: 'Books' });
    act(() => books.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(books.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('book 1'));
    expect(screen.queryByRole('link', { name: 'bible 1', hidden: true })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryAllByRole('link', { hidden: true })).toHaveLength(0);
  });

  it('opens by click and keyboard, moves between entries and closes on Escape', async () => {
    render(<Harness />);
    const bibles = screen.getByRole('button', { name: 'Bibles' });
    expect(bibles.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(bibles);
    expect(bibles.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('link', { name: 'bible 10' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'bible 11' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('/bible-week');
    expect(screen.getByText('New Releases')).toBeTruthy();

    await userEvent.keyboard('{ArrowRight}');
    const books = screen.getByRole('button', { name: 'Books' });
    expect(document.activeElement).toBe(books);
    expect(books.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Escape}');
    expect(books.getAttribute('aria-expanded')).toBe('false');

    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('book 1');
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(books);
    expect(books.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on hover and closes on a route change, then ignores hover for a moment', async () => {
    const { rerender } = render(<Harness routeKey="/" />);
    const bibles = screen.getByRole('button', { name: 'Bibles' });
    await userEvent.hover(bibles);
    expect(bibles.getAttribute('aria-expanded')).toBe('true');
    rerender(<Harness routeKey="/category/bibles" />);
    expect(bibles.getAttribute('aria-expanded')).toBe('false');
    await userEvent.unhover(bibles);
    await userEvent.hover(bibles);
    expect(bibles.getAttribute('aria-expanded')).toBe('false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 450)));
    await userEvent.unhover(bibles);
    await userEvent.hover(bibles);
    expect(bibles.getAttribute('aria-expanded')).toBe('true');
  });

  it('with loadItems, fetches the panels once on the first focus and opens a panel when they are in', async () => {
    let resolve: (value: MegaMenuItem[]) => void = () => {};
    let calls = 0;
    const loadItems = () => {
      calls += 1;
      return new Promise<MegaMenuItem[]>((done) => {
        resolve = done;
      });
    };
    render(<LazyHarness loadItems={loadItems} />);
    const books = screen.getByRole('button', { name: 'Books' });
    act(() => books.focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(books.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryAllByRole('link', { hidden: true })).toHaveLength(0);
    await act(async () => resolve(items));
    await waitFor(() => expect(document.activeElement?.textContent).toBe('book 1'));
    await userEvent.keyboard('{Escape}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('button', { name: 'Bibles' }));
    expect(await screen.findByRole('link', { name: 'Shop now' })).toBeTruthy();
    expect(calls).toBe(1);
  });
});
