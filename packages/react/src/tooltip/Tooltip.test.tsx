import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

describe('<Tooltip>', () => {
  it('describes its trigger and shows on hover and focus, hiding on Escape and leave', async () => {
    render(
      <Tooltip content="Prices include GST">
        <button type="button">Info</button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Info' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Prices include GST');
    await userEvent.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    expect(screen.getByRole('button', { description: 'Prices include GST' })).toBe(button);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
