// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AccountReview } from '@/lib/data/reviews';
import { NO_REVIEWS_MESSAGE, REVIEWS_UNAVAILABLE_MESSAGE, ReviewsSection } from './ReviewsSection';

const review = (overrides: Partial<AccountReview> = {}): AccountReview => ({
  id: '7',
  score: 4,
  title: 'Beautifully bound',
  content: 'Lovely paper <b>and</b> a sturdy cover.',
  createdAt: '2025-05-02T11:40:00.000Z',
  sku: '9781000000001',
  product: { name: 'The Jesus Storybook Bible', slug: 'jesus-storybook-bible' },
  ...overrides,
});

const render = (reviews: AccountReview[] | null) => {
  document.body.innerHTML = renderToStaticMarkup(<ReviewsSection reviews={reviews} />);
  return document.body.querySelector('section#reviews') as HTMLElement;
};

describe('ReviewsSection', () => {
  it('renders each review with its product link, stars, title, escaped text and date', () => {
    const section = render([review(), review({ id: '8', score: 2, product: null, sku: 'GONE-1' })]);
    expect(section.querySelector('h2')?.textContent).toBe('Reviews');
    const items = section.querySelectorAll('li');
    expect(items).toHaveLength(2);
    const link = items[0]?.querySelector('h3 a');
    expect([link?.getAttribute('href'), link?.textContent]).toEqual([
      '/product/jesus-storybook-bible',
      'The Jesus Storybook Bible',
    ]);
    // The rating is read as text; the stars are hidden from screen readers.
    expect(items[0]?.querySelector('[role="img"]')).toBeNull();
    expect(items[0]?.textContent).toContain('Rated 4 out of 5');
    expect(items[0]?.querySelector('[aria-hidden="true"]')?.textContent).toContain('★');
    expect(items[0]?.textContent).toContain('Lovely paper <b>and</b> a sturdy cover.');
    const time = items[0]?.querySelector('time');
    expect([time?.getAttribute('datetime'), time?.textContent]).toEqual(['2025-05-02T11:40:00.000Z', '02/05/2025']);
    // A product the catalogue no longer has keeps its review, without a link.
    expect(items[1]?.querySelector('h3')?.textContent).toBe('Product GONE-1');
    expect(items[1]?.querySelector('h3 a')).toBeNull();
  });

  it('says when there are no reviews, and when they cannot be shown', () => {
    expect(render([]).textContent).toContain(NO_REVIEWS_MESSAGE);
    expect(render([]).querySelector('ul')).toBeNull();
    expect(render(null).textContent).toContain(REVIEWS_UNAVAILABLE_MESSAGE);
  });
});
