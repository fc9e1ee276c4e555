import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LayoutToggle } from './LayoutToggle';

describe('<LayoutToggle>', () => {
  it('is a labelled group of two pressed-state buttons (uncontrolled)', async () => {
    const onValueChange = vi.fn();
    render(<LayoutToggle onValueChange={onValueChange} data-testid="root" />);
    expect(screen.getByRole('group', { name: 'Layout' }).dataset.state).toBe('grid');
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(list);
    expect(onValueChange).toHaveBeenCalledWith('list');
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(list.dataset.state).toBe('on');
    await userEvent.click(list);
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('follows its value when controlled and keeps names with icons', async () => {
    const onValueChange = vi.fn();
    render(
      <LayoutToggle
        value="list"
        onValueChange={onValueChange}
        gridIcon={<svg aria-hidden="true" />}
        classNames={{ button: 'b', grid: 'g' }}
      />,
    );
    const grid = screen.getByRole('button', { name: 'Grid view' });
    expect(grid.className).toBe('b g');
    await userEvent.click(grid);
    expect(onValueChange).toHaveBeenCalledWith('grid');
    expect(grid.getAttribute('aria-pressed')).toBe('false');
  });
});
