import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

const aud = (centAmount: number) => ({ centAmount, currencyCode: 'AUD' });

describe('<Price>', () => {
  it('renders a regular price', () => {
    render(<Price price={{ value: aud(2499) }} data-testid="price" />);
    const root = screen.getByTestId('price');
    expect(root.textContent).toBe('$24.99');
    expect(root.dataset.state).toBe('regular');
  });

  it('renders a discount with the struck base price, the saving and part class names', () => {
    render(
      <Price
        price={{ value: aud(2000), discounted: { value: aud(1500) } }}
        data-testid="price"
        className="price"
        classNames={{ current: 'now', base: 'was', save: 'save' }}
      />,
    );
    const root = screen.getByTestId('price');
    expect(root.dataset.state).toBe('discounted');
    expect(root.className).toBe('price');
    expect(root.querySelector('.now')?.textContent).toBe('$15.00');
    expect(root.querySelector('s.was')?.textContent).toBe('was $20.00');
    expect(root.querySelector('.save')?.textContent).toBe('Save $5.00 (25%)');
  });

  it("says 'No price available' without a price and forwards its ref", () => {
    const ref = createRef<HTMLSpanElement>();
    render(<Price ref={ref} />);
    expect(ref.current?.textContent).toBe('No price available');
    expect(ref.current?.dataset.state).toBe('unavailable');
  });
});
