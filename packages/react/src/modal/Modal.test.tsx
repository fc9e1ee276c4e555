import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal, ModalClose } from './Modal';

function Harness({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
        title="Hello"
        description="A modal"
        className="content"
        classNames={{ overlay: 'overlay' }}
      >
        <ModalClose>Done</ModalClose>
      </Modal>
    </>
  );
}

describe('<Modal>', () => {
  it('is a named dialog that Escape closes', async () => {
    const onOpenChange = vi.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog.getAttribute('data-state')).toBe('open');
    expect(dialog.className).toBe('content');
    expect(screen.getByText('A modal')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the close button and with an extra close action', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click outside', async () => {
    render(<Harness />);
    const overlay = document.querySelector('.overlay') as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

/** A modal that code opens (F2 in the box stands for a timer or a URL), with no trigger button. */
function Popup() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <input aria-label="Search" onKeyDown={(event) => event.key === 'F2' && setOpen(true)} />
      <Modal open={open} onOpenChange={setOpen} title="Join our newsletter">
        <ModalClose>Not now</ModalClose>
      </Modal>
    </>
  );
}

describe('<Modal> opened by code', () => {
  it('gives the focus back to where it was when it opened, having no trigger to return to', async () => {
    render(<Popup />);
    const search = screen.getByRole('textbox', { name: 'Search' });
    await userEvent.click(search);
    await userEvent.keyboard('{F2}');
    expect(screen.getByRole('dialog', { name: 'Join our newsletter' }).contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(search);
  });
});
