// @vitest-environment jsdom
import type { AddressBookState, SavedAddress } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressEdit } from '@/lib/account/addressesApi';
import type { AddAddressRequest } from '@/lib/account/addressInput';
import { RouteCallError } from '@/lib/http/callRoute';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/modules/ui/toast', () => ({ toast }));
const { AddressModal } = await import('./AddressModal');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const consumer = { id: 'c1', version: 1, email: 'ruth@example.com', addresses: [] } as unknown as Customer;
const business = { ...consumer, customerGroup: { key: 'b2b-church', name: 'B2B Churches' } } as Customer;

const bookFor = (customer: Customer) =>
  ({
    customer,
    error: null,
    isLoading: false,
    delivery: [],
    billing: [],
    defaultDelivery: null,
    defaultBilling: null,
    add: vi.fn(),
    edit: vi.fn(),
    remove: vi.fn(),
    setDefault: vi.fn(),
  }) as AddressBookState<AddAddressRequest, AddressEdit> & { add: ReturnType<typeof vi.fn> };

let host: HTMLDivElement;
let root: Root;
const onClose = vi.fn();

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
const button = (name: string) =>
  [...dialog().querySelectorAll('button')].find((node) => node.textContent?.trim() === name) as HTMLButtonElement;
const link = (name: string) =>
  [...dialog().querySelectorAll('a')].find((node) => node.textContent?.trim() === name) as HTMLAnchorElement;
const byLabel = (label: string) =>
  document.getElementById(
    [...dialog().querySelectorAll('label')].find((node) => node.textContent?.trim() === label)?.htmlFor ?? '',
  ) as HTMLInputElement | HTMLSelectElement;

/** Clicks, then lets the form's validation and the save (each a few promises deep) run to their end. */
async function press(target: HTMLElement) {
  await act(async () => {
    target.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Sets a form control's value as typing does, so that React sees the change. */
function type(control: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  control.dispatchEvent(new Event('blur', { bubbles: true }));
}

async function fillManual() {
  await act(async () => link("Can't find your address? Enter details manually").click());
  for (const [label, value] of [
    ['House/Apartment *', 'Unit 5'],
    ['Street *', '7 Example Street'],
    ['Suburb *', 'Brisbane City'],
    ['Postcode *', '4000'],
  ] as const) {
    await act(async () => type(byLabel(label), value));
  }
  await act(async () => type(byLabel('State *'), 'QLD'));
}

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  for (const mock of [toast.success, toast.error, onClose]) mock.mockReset();
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('AddressModal', () => {
  it('labels a billing address’s lookup and offers “Same as delivery address”', async () => {
    await act(async () =>
      root.render(<AddressModal mode={{ kind: 'add', type: 'billing' }} book={bookFor(consumer)} onClose={onClose} />),
    );
    expect(byLabel('Billing Address *').getAttribute('role')).toBe('combobox');
    expect(byLabel('Billing Address *').disabled).toBe(true);
    expect(byLabel('Country*').value).toBe('');
    expect(byLabel('Same as delivery address').type).toBe('checkbox');
    expect(button('Add').disabled).toBe(true);
  });

  it('hides the “Same as” checkbox from a business customer', async () => {
    await act(async () =>
      root.render(<AddressModal mode={{ kind: 'add', type: 'shipping' }} book={bookFor(business)} onClose={onClose} />),
    );
    expect(dialog().querySelector('input[type="checkbox"]')).toBeNull();
    expect(dialog().textContent).not.toContain('Same as');
    await fillManual();
    expect(dialog().querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('sends the manual form with “Same as”, toasts and closes', async () => {
    const book = bookFor(consumer);
    book.add.mockResolvedValue(consumer);
    await act(async () =>
      root.render(<AddressModal mode={{ kind: 'add', type: 'shipping' }} book={book} onClose={onClose} />),
    );
    await fillManual();
    await act(async () => (byLabel('Same as billing address') as HTMLInputElement).click());
    expect(button('Add').disabled).toBe(false);
    await press(button('Add'));
    expect(book.add).toHaveBeenCalledWith({
      type: 'shipping',
      sameAsOther: true,
      address: {
        source: 'manual',
        building: 'Unit 5',
        street: '7 Example Street',
        suburb: 'Brisbane City',
        postcode: '4000',
        country: 'AU',
        stateOrCity: 'QLD',
      },
    });
    expect(toast.success).toHaveBeenCalledWith('Delivery Address updated successfully');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('offers the manual form through a link to it', async () => {
    await act(async () =>
      root.render(<AddressModal mode={{ kind: 'add', type: 'shipping' }} book={bookFor(consumer)} onClose={onClose} />),
    );
    const manual = link("Can't find your address? Enter details manually");
    expect(dialog().querySelector('form')?.querySelector('[role="combobox"]')).not.toBeNull();
    await act(async () => manual.click());
    const form = document.getElementById(manual.getAttribute('href')?.slice(1) ?? '');
    expect(form?.tagName).toBe('FORM');
    expect(form?.textContent).toContain('House/Apartment *');
  });

  it('deletes an edited address from its “Delete address” link once, however often it is pressed meanwhile', async () => {
    const book = bookFor(consumer);
    const entry = {
      id: 'a1',
      line: 'Unit 5, 7 Example Street, Brisbane City, QLD, 4000, AU',
      isDefault: true,
      address: {
        id: 'a1',
        streetName: '7 Example Street',
        building: 'Unit 5',
        city: 'Brisbane City',
        postalCode: '4000',
        state: 'QLD',
        country: 'AU',
      },
    } as unknown as SavedAddress;
    let finish: (value: Customer) => void = () => undefined;
    book.remove = vi.fn(() => new Promise<Customer>((resolve) => (finish = resolve)));
    await act(async () =>
      root.render(<AddressModal mode={{ kind: 'edit', type: 'shipping', entry }} book={book} onClose={onClose} />),
    );
    const remove = link('Delete address');
    expect(remove.getAttribute('aria-disabled')).toBeNull();
    await act(async () => remove.click());
    expect(remove.getAttribute('aria-disabled')).toBe('true');
    await act(async () => remove.click());
    await act(async () => {
      remove.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    expect(book.remove).toHaveBeenCalledOnce();
    expect(book.remove).toHaveBeenCalledWith({ id: 'a1' });
    await act(async () => finish(consumer));
    expect(toast.success).toHaveBeenCalledWith('Delivery Address updated successfully');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the route’s message for a refusal, and the spec’s banner for an outage, staying open', async () => {
    const book = bookFor(consumer);
    await act(async () =>
      root.render(<AddressModal mode={{ kind: 'add', type: 'shipping' }} book={book} onClose={onClose} />),
    );
    await fillManual();
    book.add.mockRejectedValueOnce(new RouteCallError('Enter street details', 400));
    await press(button('Add'));
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('Enter street details');
    book.add.mockRejectedValueOnce(new RouteCallError('Your address is unavailable', 502));
    await press(button('Add'));
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('Something went wrong. Please try again later.');
    expect(onClose).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });
});
