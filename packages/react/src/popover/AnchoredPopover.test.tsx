import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AnchoredPopover } from './AnchoredPopover';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function Header() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Join / Login
      </button>
      <AnchoredPopover anchorRef={button} open={open} onOpenChange={setOpen} aria-label="Join or login">
        <label>
          Email <input />
        </label>
      </AnchoredPopover>
      <a href="#elsewhere">Elsewhere</a>
    </>
  );
}

describe('<AnchoredPopover>', () => {
  it('opens from the page’s own button as a named dialog with the focus inside, and the button toggles it', async () => {
    render(<Header />);
    const button = screen.getByRole('button', { name: 'Join / Login' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Join or login' });
    expect(dialog.getAttribute('data-state')).toBe('open');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    render(<Header />);
    const button = screen.getByRole('button', { name: 'Join / Login' });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Join or login' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('closes on a click outside', async () => {
    render(<Header />);
    await userEvent.click(screen.getByRole('button', { name: 'Join / Login' }));
    await screen.findByRole('dialog', { name: 'Join or login' });
    await userEvent.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
