import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useRef, useState } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { memorySource, wishlist } from './testing/memorySource';
import { WishlistPopover, WishlistPopoverContent, WishlistPopoverTrigger } from './WishlistPopover';

// Radix's portals, focus scopes and the form's validation take a while on a busy machine: wait longer than the default.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

function Card({ service, onMessage }: { service: ReturnType<typeof memorySource>; onMessage: () => void }) {
  return (
    <WishlistPopover source={service.source} product={{ productId: 'p1', name: 'Psalms' }} onMessage={onMessage}>
      <WishlistPopoverTrigger>Add Psalms to a wishlist</WishlistPopoverTrigger>
      <WishlistPopoverContent aria-label="Your wishlists" classNames={{ item: 'item' }} />
    </WishlistPopover>
  );
}

describe('<WishlistPopover>', () => {
  it('reads nothing until opened, then lists name, item count and date, with the product’s lists pressed', async () => {
    const service = memorySource([
      wishlist('a', ['p1'], { name: 'Christmas' }),
      wishlist('b', [], { name: 'Reading', createdAt: '2025-03-05T09:00:00' }),
    ]);
    const list = vi.spyOn(service.source, 'list');
    render(<Card service={service} onMessage={vi.fn()} />, { wrapper: fresh });
    expect(list).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Add Psalms to a wishlist' }));
    const christmas = await screen.findByRole('button', { name: 'Christmas 1 item 01/12/2024' });
    expect(christmas.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Reading 0 items 05/03/2025' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: 'Create new wishlist' })).toBeTruthy();
  });

  it('shows more than a page of lists on demand, the focus on the first it brought, and toggles one of them', async () => {
    const service = memorySource(
      Array.from({ length: 23 }, (_, index) => wishlist(`list-${index + 1}`, [], { name: `List ${index + 1}` })),
    );
    const onMessage = vi.fn();
    render(<Card service={service} onMessage={onMessage} />, { wrapper: fresh });
    await userEvent.click(screen.getByRole('button', { name: 'Add Psalms to a wishlist' }));
    await screen.findByRole('button', { name: /^List 20 / });
    expect(screen.getAllByRole('button', { name: /^List \d+ / })).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Show more wishlists' }));
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^List 21 /));
    expect(screen.getAllByRole('button', { name: /^List \d+ / })).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Show more wishlists' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^List 23 / }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({ type: 'success', text: 'Item added to wishlist successfully' }),
    );
    expect(
      service
        .lists()
        .at(-1)
        ?.lineItems.map((line) => line.productId),
    ).toEqual(['p1']);
    await userEvent.click(screen.getByRole('button', { name: 'Add Psalms to a wishlist' }));
    expect((await screen.findByRole('button', { name: /^List 23 1 item/ })).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the next page cannot be read', async () => {
    const service = memorySource(Array.from({ length: 21 }, (_, index) => wishlist(`list-${index + 1}`)));
    const onMessage = vi.fn();
    render(<Card service={service} onMessage={onMessage} />, { wrapper: fresh });
    await userEvent.click(screen.getByRole('button', { name: 'Add Psalms to a wishlist' }));
    const more = await screen.findByRole('button', { name: 'Show more wishlists' });
    vi.spyOn(service.source, 'list').mockRejectedValueOnce(new Error('service down'));
    await userEvent.click(more);
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({ type: 'error', text: 'Something went wrong please try again 1' }),
    );
    expect(screen.getByRole('button', { name: 'Show more wishlists' })).toBeTruthy();
  });

  it('toggles the product with the keyboard, says so, and gives the focus back to the trigger', async () => {
    const service = memorySource([wishlist('a', [], { name: 'Christmas' })]);
    const onMessage = vi.fn();
    render(<Card service={service} onMessage={onMessage} />, { wrapper: fresh });
    const trigger = screen.getByRole('button', { name: 'Add Psalms to a wishlist' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('button', { name: /^Christmas/ });
    await userEvent.tab();
    expect(document.activeElement?.textContent).toMatch(/^Christmas/);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({ type: 'success', text: 'Item added to wishlist successfully' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(service.lists()[0]?.lineItems.map((line) => line.productId)).toEqual(['p1']);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /^Christmas 1 item/ }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenLastCalledWith({ type: 'success', text: 'Item removed to wishlist successfully' }),
    );
  });

  it('says a failed toggle in the spec’s words, and Escape closes with the focus on the trigger', async () => {
    const service = memorySource([wishlist('a', [], { name: 'Christmas' })]);
    const onMessage = vi.fn();
    render(<Card service={service} onMessage={onMessage} />, { wrapper: fresh });
    const trigger = screen.getByRole('button', { name: 'Add Psalms to a wishlist' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    await userEvent.click(trigger);
    service.fail();
    await userEvent.click(await screen.findByRole('button', { name: /^Christmas/ }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({ type: 'error', text: 'Something went wrong please try again 1' }),
    );
    expect(service.lists()[0]?.lineItems).toEqual([]);
  });

  it('creates a list with the product from the modal: Required first, then created, focus back on the trigger', async () => {
    const service = memorySource([]);
    const onMessage = vi.fn();
    render(<Card service={service} onMessage={onMessage} />, { wrapper: fresh });
    const trigger = screen.getByRole('button', { name: 'Add Psalms to a wishlist' });
    await userEvent.click(trigger);
    expect(await screen.findByText('You have no wishlists yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create new wishlist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new wishlist' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Required');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '  Christmas ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description (optional)' }), 'For Mum');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onMessage).toHaveBeenCalledWith({ type: 'success', text: 'Wishlist created successfully' });
    expect(service.lists().map((list) => [list.name, list.description, list.lineItems.length])).toEqual([
      ['Christmas', 'For Mum', 1],
    ]);
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('keeps the modal open with the shopper’s text when creating fails', async () => {
    const service = memorySource([]);
    const onMessage = vi.fn();
    render(<Card service={service} onMessage={onMessage} />, { wrapper: fresh });
    await userEvent.click(screen.getByRole('button', { name: 'Add Psalms to a wishlist' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create new wishlist' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Christmas');
    service.fail();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({ type: 'error', text: 'Error while creating wishlist' }),
    );
    expect(screen.getByRole('dialog', { name: 'Create new wishlist' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Christmas');
  });
});

function BasketLine({ service, onMessage }: { service: ReturnType<typeof memorySource>; onMessage: () => void }) {
  return (
    <WishlistPopover
      source={service.source}
      product={{ productId: 'p1', name: 'Psalms' }}
      fromBasketLineId="line-1"
      onMessage={onMessage}
    >
      <WishlistPopoverTrigger>Move Psalms to a wishlist</WishlistPopoverTrigger>
      <WishlistPopoverContent aria-label="Your wishlists" />
    </WishlistPopover>
  );
}

describe('<WishlistPopover fromBasketLineId>', () => {
  it('moves the product from the basket line: added even to a list that has it, with the move message', async () => {
    const service = memorySource([wishlist('a', ['p1'], { name: 'Christmas' })]);
    const toggle = vi.spyOn(service.source, 'toggle');
    const onMessage = vi.fn();
    render(<BasketLine service={service} onMessage={onMessage} />, { wrapper: fresh });
    await userEvent.click(screen.getByRole('button', { name: 'Move Psalms to a wishlist' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Christmas 1 item/ }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({ type: 'success', text: 'Item moved to wishlist successfully' }),
    );
    expect(toggle).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'a' }),
      { productId: 'p1', variantId: undefined },
      { fromBasketLineId: 'line-1' },
    );
    expect(service.lists()[0]?.lineItems.map((line) => line.productId)).toEqual(['p1']);
  });

  it('creates a list from the basket line with the created-move message', async () => {
    const service = memorySource([]);
    const create = vi.spyOn(service.source, 'create');
    const onMessage = vi.fn();
    render(<BasketLine service={service} onMessage={onMessage} />, { wrapper: fresh });
    await userEvent.click(screen.getByRole('button', { name: 'Move Psalms to a wishlist' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create new wishlist' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Later');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({ type: 'success', text: 'Item moved to created wishlist successfully' }),
    );
    expect(create).toHaveBeenCalledWith(expect.objectContaining({ name: 'Later', fromBasketLineIds: ['line-1'] }));
  });

  it('says the wishlist failure when the move fails', async () => {
    const service = memorySource([wishlist('a', [], { name: 'Christmas' })]);
    const onMessage = vi.fn();
    render(<BasketLine service={service} onMessage={onMessage} />, { wrapper: fresh });
    await userEvent.click(screen.getByRole('button', { name: 'Move Psalms to a wishlist' }));
    service.fail();
    await userEvent.click(await screen.findByRole('button', { name: /^Christmas/ }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith({ type: 'error', text: 'Something went wrong please try again 1' }),
    );
  });
});

/** A site's own button, on the page before the popover's code loaded. */
function OutsideTrigger({ service }: { service: ReturnType<typeof memorySource> }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
        Add Psalms to a wishlist
      </button>
      <WishlistPopover
        source={service.source}
        product={{ productId: 'p1' }}
        open={open}
        onOpenChange={setOpen}
        triggerRef={button}
      >
        <WishlistPopoverContent aria-label="Your wishlists" />
      </WishlistPopover>
    </>
  );
}

describe('<WishlistPopover triggerRef>', () => {
  it('opens and closes from a button outside it, and gives the focus back to that button', async () => {
    const service = memorySource([wishlist('a', [], { name: 'Christmas' })]);
    render(<OutsideTrigger service={service} />, { wrapper: fresh });
    const button = screen.getByRole('button', { name: 'Add Psalms to a wishlist' });
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Your wishlists' })).toBeTruthy();
    // A click on the button closes it (it is not taken for a click outside that then opens it again).
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    await screen.findByRole('button', { name: /^Christmas/ });
    await userEvent.keyboard('{Escape}');
    expect(document.activeElement).toBe(button);
  });
});
