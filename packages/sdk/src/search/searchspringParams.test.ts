import { describe, expect, it } from 'vitest';
import { SEARCH_FILTER_WHITELIST } from '../rules/searchState';
import { searchspringParams, withBackgroundFilters } from './searchspringParams';

describe('searchspringParams', () => {
  it('sends a search with its filters, price, sort and paging', () => {
    const params = searchspringParams({
      q: 'grace',
      authors: ['Max Lucado', 'Tim Keller'],
      category: ['Bibles', 'NIV'],
      filters: { themes: ['Hope'], format: ['Hardcover', 'Paperback'] },
      price: { low: 1050, high: 5000 },
      sort: { field: 'price', direction: 'asc' },
      currentPage: 3,
      resultsPerPage: 40,
    });
    expect([...params]).toEqual([
      ['q', 'grace'],
      ['filter.authors', 'Max Lucado'],
      ['filter.authors', 'Tim Keller'],
      ['filter.category', 'Bibles>NIV'],
      ['filter.format', 'Hardcover'],
      ['filter.format', 'Paperback'],
      ['filter.themes', 'Hope'],
      ['filter.price.low', '10.5'],
      ['filter.price.high', '50'],
      ['sort.price', 'asc'],
      ['page', '3'],
      ['resultsPerPage', '40'],
    ]);
  });

  it('sends a landing page in place of the query', () => {
    expect(searchspringParams({ tag: 'easter', q: 'ignored' }).toString()).toBe('landing-page=easter');
  });

  it('sends only whitelisted facets', () => {
    const params = searchspringParams({ filters: { staff_price: ['1'], price: ['0-10'], toString: ['x'] } });
    expect(params.toString()).toBe('');
    expect(SEARCH_FILTER_WHITELIST).not.toContain('authors');
  });

  it('leaves out the first page, empty parts and page numbers that are not positive integers', () => {
    expect(searchspringParams({ currentPage: 1, category: [], q: '' }).toString()).toBe('');
    expect(searchspringParams({ currentPage: 2.5, resultsPerPage: 0 }).toString()).toBe('');
  });

  it('passes a page size a listing URL would not offer, for autocomplete', () => {
    expect(searchspringParams({ q: 'ro', resultsPerPage: 5 }).toString()).toBe('q=ro&resultsPerPage=5');
  });
});

describe('withBackgroundFilters', () => {
  it("adds each value as bgfilter.{field}, any field, after the shopper's own parameters", () => {
    const params = withBackgroundFilters(searchspringParams({ q: 'grace', filters: { format: ['Hardcover'] } }), {
      search_only: ['no'],
      available: ['In Stock', 'Pre-order'],
    });
    expect([...params]).toEqual([
      ['q', 'grace'],
      ['filter.format', 'Hardcover'],
      ['bgfilter.search_only', 'no'],
      ['bgfilter.available', 'In Stock'],
      ['bgfilter.available', 'Pre-order'],
    ]);
  });

  it('adds nothing without filters', () => {
    expect(withBackgroundFilters(new URLSearchParams('q=x')).toString()).toBe('q=x');
  });
});
