import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';
import { paginationParts } from './paginationController';

const hrefFor = (page: number) => `/search?q=grace&currentPage=${page}`;
const Link = (props: Record<string, unknown>) => <a data-custom="" {...props} />;

describe('paginationParts', () => {
  it('wraps the desktop range in previous and next links', () => {
    const parts = paginationParts({ current: 10, total: 20, hrefFor });
    expect(parts.map((part) => (part.type === 'page' ? part.page : part.type))).toEqual([
      'previous',
      1,
      2,
      'gap',
      9,
      10,
      11,
      'gap',
      19,
      20,
      'next',
    ]);
    expect(parts[0]).toEqual({ type: 'previous', page: 9, href: hrefFor(9) });
    expect(parts.at(-1)).toEqual({ type: 'next', page: 11, href: hrefFor(11) });
  });

  it('uses 1 edge page and 2 in range on mobile', () => {
    const pages = paginationParts({ current: 10, total: 20, mobile: true, hrefFor })
      .filter((part) => part.type === 'page' || part.type === 'gap')
      .map((part) => (part.type === 'page' ? part.page : '…'));
    expect(pages).toEqual([1, '…', 10, 11, '…', 20]);
  });

  it('has no previous link on the first page, no next on the last, and nothing for one page', () => {
    expect(paginationParts({ current: 1, total: 3, hrefFor })[0]).toMatchObject({ type: 'previous', href: null });
    expect(paginationParts({ current: 3, total: 3, hrefFor }).at(-1)).toMatchObject({ type: 'next', href: null });
    expect(paginationParts({ current: 1, total: 1, hrefFor })).toEqual([]);
    expect(paginationParts({ current: 1, total: 0, hrefFor })).toEqual([]);
  });
});

describe('<Pagination>', () => {
  it('renders named links, marks the current page and hides gaps from screen readers', () => {
    render(<Pagination current={10} total={20} hrefFor={hrefFor} classNames={{ current: 'is-current' }} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeTruthy();
    const current = screen.getByRole('link', { name: 'Page 10' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.dataset.state).toBe('current');
    expect(current.className).toBe('is-current');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(hrefFor(11));
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('rel')).toBe('prev');
    expect(screen.queryByRole('link', { name: 'Page 5' })).toBeNull();
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination current={1} total={1} hrefFor={hrefFor} />);
    expect(container.innerHTML).toBe('');
  });

  it('renders links with a custom component and reports the page followed', async () => {
    const onPageChange = vi.fn((_page: number, event: { preventDefault(): void }) => event.preventDefault());
    render(<Pagination current={1} total={3} hrefFor={hrefFor} linkAs={Link} onPageChange={onPageChange} />);
    const two = screen.getByRole('link', { name: 'Page 2' });
    expect(two.hasAttribute('data-custom')).toBe(true);
    await userEvent.click(two);
    expect(onPageChange).toHaveBeenCalledWith(2, expect.anything());
    expect(screen.getByText('Previous').getAttribute('aria-disabled')).toBe('true');
  });
});
