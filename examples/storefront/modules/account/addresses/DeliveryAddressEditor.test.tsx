// @vitest-environment jsdom
import { type SessionApi, SessionProvider } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The address book's routes and the toasts, replaced: the editor's own behaviour is what is tested here.
const source = vi.hoisted(() => ({
  load: vi.fn(),
  add: vi.fn(),
  edit: vi.fn(),
  remove: vi.fn(),
  setDefault: vi.fn(),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/account/addressesApi', async (original) => ({
  ...(await original<typeof import('@/lib/account/addressesApi')>()),
  addressBookSource: source,
}));
vi.mock('@/modules/ui/toast', () => ({ toast }));
const { ADDRESS_LIST_MAX_HEIGHT, DeliveryAddressEditor } = await import('./DeliveryAddressEditor');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BRISBANE = {
  id: 'a1',
  building: 'Unit 5',
  streetNumber: '7',
  streetName: 'Example Street',
  city: 'Brisbane City',
  state: 'QLD',
  postalCode: '4000',
  country: 'AU',
};
const PERTH = {
  ...BRISBANE,
  id: 'a2',
  building: 'House 2',
  streetNumber: '40',
  streetName: 'Hay Street',
  city: 'Perth',
};
const BRISBANE_LINE = 'Unit 5, 7 Example Street, Brisbane City, QLD, 4000, Australia';
const PERTH_LINE = 'House 2, 40 Hay Street, Perth, QLD, 4000, Australia';

const customerWith = (addresses: (typeof BRISBANE)[], defaultId?: string) =>
  ({
    id: 'c1',
    version: 3,
    email: 'ruth@example.com',
    firstName: 'Ruth',
    lastName: 'Tester',
    addresses,
    shippingAddressIds: addresses.map((address) => address.id),
    billingAddressIds: [],
    ...(defaultId ? { defaultShippingAddressId: defaultId } : {}),
  }) as unknown as Customer;

let host: HTMLDivElement;
let root: Root;
let shopper = 0;
const onClose = vi.fn();

/** Renders the editor for a shopper of its own (the address book's cache is keyed by the shopper). */
async function renderEditor(customer: Customer) {
  source.load.mockResolvedValue(customer);
  const api: SessionApi = { load: async () => ({ customer: null }), signIn: vi.fn(), signOut: vi.fn() };
  const email = `shopper-${shopper++}@example.com`;
  await act(async () =>
    root.render(
      <SessionProvider api={api} initial={{ customer: { firstName: 'Ruth', lastName: 'Tester', email } }}>
        <DeliveryAddressEditor id="delivery-editor" owner={email} onClose={onClose} />
      </SessionProvider>,
    ),
  );
}

const editor = () => host.querySelector('section') as HTMLElement;
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (node) => (node.getAttribute('aria-label') ?? node.textContent?.trim()) === name,
  ) as HTMLButtonElement;
const link = (name: string) =>
  [...document.querySelectorAll('a')].find((node) => node.textContent?.trim() === name) as HTMLAnchorElement;
const radios = () => [...host.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const radioLabel = (radio: HTMLInputElement) => radio.closest('label')?.textContent?.trim();

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  for (const mock of [...Object.values(source), toast.success, toast.error, onClose]) mock.mockReset();
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('DeliveryAddressEditor', () => {
  it('says there is no saved address, and still offers Add new address and Close', async () => {
    await renderEditor(customerWith([]));
    expect(editor().getAttribute('aria-labelledby')).toBeTruthy();
    expect(editor().textContent).toContain('No saved address on record');
    expect(editor().textContent).not.toContain('Default address not set');
    expect(radios()).toHaveLength(0);
    expect(button('Set as Default')).toBeUndefined();
    expect(button('Add new address')).toBeDefined();
    expect(button('Close')).toBeUndefined();
    expect(link('Close').getAttribute('href')).toBe('#delivery-editor');
    expect(editor().id).toBe('delivery-editor');
    await act(async () => link('Close').click());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lists the saved addresses in a list that scrolls above 12rem, saying when none is the default', async () => {
    await renderEditor(customerWith([BRISBANE, PERTH]));
    expect(editor().textContent).toContain('Default address not set');
    expect(editor().textContent).not.toContain('No saved address on record');
    expect(ADDRESS_LIST_MAX_HEIGHT).toBe('12rem');
    const list = host.querySelector('ul')?.parentElement as HTMLElement;
    expect(list.style.maxHeight).toBe('12rem');
    expect(radios().map(radioLabel)).toEqual([BRISBANE_LINE, PERTH_LINE]);
    expect(button(`Edit address ${BRISBANE_LINE}`)).toBeDefined();
    expect(button(`Edit address ${PERTH_LINE}`)).toBeDefined();
  });

  it('picks an address on click and makes it the default with Set as Default', async () => {
    await renderEditor(customerWith([BRISBANE, PERTH], 'a1'));
    expect(editor().textContent).not.toContain('Default address not set');
    expect(radios().map((radio) => radio.checked)).toEqual([true, false]);
    expect(radioLabel(radios()[0] as HTMLInputElement)).toBe(`${BRISBANE_LINE} (Default)`);
    // The default is already the default: nothing to set.
    expect(button('Set as Default').disabled).toBe(true);

    await act(async () => (radios()[1] as HTMLInputElement).click());
    expect(radios().map((radio) => radio.checked)).toEqual([false, true]);
    expect(button('Set as Default').disabled).toBe(false);
    source.setDefault.mockResolvedValue(customerWith([BRISBANE, PERTH], 'a2'));
    await act(async () => button('Set as Default').click());
    expect(source.setDefault).toHaveBeenCalledWith({ id: 'a2', type: 'shipping' });
    expect(toast.success).toHaveBeenCalledWith('Delivery Address updated successfully');
    expect(radioLabel(radios()[1] as HTMLInputElement)).toBe(`${PERTH_LINE} (Default)`);
  });

  it('puts the default back and says so when Set as Default fails', async () => {
    await renderEditor(customerWith([BRISBANE, PERTH], 'a1'));
    await act(async () => (radios()[1] as HTMLInputElement).click());
    source.setDefault.mockRejectedValue(new Error('The request failed (502)'));
    await act(async () => button('Set as Default').click());
    expect(toast.error).toHaveBeenCalledWith('Delivery Address not updated successfully');
    expect(toast.success).not.toHaveBeenCalled();
    expect(radioLabel(radios()[0] as HTMLInputElement)).toBe(`${BRISBANE_LINE} (Default)`);
  });

  it('opens the Add address modal with the lookup first, and the Edit address modal from a pencil', async () => {
    await renderEditor(customerWith([BRISBANE], 'a1'));
    await act(async () => button('Add new address').click());
    let dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('Add address');
    expect(dialog.textContent).toContain('Delivery Address *');
    expect(dialog.textContent).toContain('Country*');
    expect(dialog.textContent).toContain("Can't find your address? Enter details manually");
    expect(dialog.textContent).toContain('Same as billing address');
    expect(dialog.textContent).not.toContain('Delete address');
    await act(async () => button('Cancel').click());
    expect(document.querySelector('[role="dialog"]')).toBeNull();

    await act(async () => button(`Edit address ${BRISBANE_LINE}`).click());
    dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('Edit address');
    expect(dialog.textContent).toContain('Delete address');
    expect(dialog.textContent).not.toContain('Same as billing address');
    expect(button('Update')).toBeDefined();
  });
});
