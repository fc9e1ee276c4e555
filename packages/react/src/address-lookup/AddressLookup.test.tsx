import type { AddressLookupResult, AddressSuggestion } from '@bookshop/sdk';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressLookup } from './AddressLookup';
import type { AddressLookupSource } from './addressLookupController';
import { useAddressLookup } from './useAddressLookup';

const house = (n: number): AddressSuggestion => ({
  id: `AU|A|1|0|${n}|0`,
  type: 'Address',
  text: `${n} Ruthven Street`,
  description: 'Toowoomba QLD 4350',
  highlight: '',
  container: false,
});

const retrieved = (id: string, unsupported: AddressLookupResult['unsupported'] = null): AddressLookupResult => ({
  id,
  address: {
    streetNumber: '12',
    streetName: 'Ruthven Street',
    additionalAddressInfo: '12 Ruthven Street, Toowoomba, QLD, 4350, Australia',
    city: 'Toowoomba',
    state: 'QLD',
    postalCode: '4350',
    country: 'AU',
  },
  parts: {} as AddressLookupResult['parts'],
  unsupported,
});

function Field({
  source,
  onAddressChange,
  type,
}: {
  source: AddressLookupSource;
  onAddressChange?: () => void;
  type?: 'shipping' | 'billing';
}) {
  const lookup = useAddressLookup({ source, onAddressChange, debounceMs: 0 });
  return <AddressLookup lookup={lookup} type={type} />;
}

function setup(source: Partial<AddressLookupSource> = {}, type?: 'shipping' | 'billing') {
  const find = vi.fn<AddressLookupSource['find']>(async () => [house(12), house(14)]);
  const retrieve = vi.fn<AddressLookupSource['retrieve']>(async (id) => retrieved(id));
  const onAddressChange = vi.fn();
  render(<Field source={{ find, retrieve, ...source }} onAddressChange={onAddressChange} type={type} />);
  return { find, retrieve, onAddressChange, user: userEvent.setup() };
}

describe('AddressLookup', () => {
  it('labels the fields and waits for a country', async () => {
    setup({}, 'billing');
    const country = screen.getByRole('combobox', { name: 'Country*' });
    expect(country).toHaveProperty('value', '');
    expect(screen.getByRole('option', { name: 'Please select country' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Billing Address *' })).toHaveProperty('disabled', true);
  });

  it('is operable with the keyboard alone: type, arrow down, Enter picks, the field holds the address', async () => {
    const { user, retrieve, onAddressChange } = setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country*' }), 'AU');
    const search = screen.getByRole('combobox', { name: 'Delivery Address *' });
    await user.type(search, '12 Ruth');
    await waitFor(() => expect(search.getAttribute('aria-expanded')).toBe('true'));
    expect(screen.getAllByRole('option', { name: /Ruthven Street/ })).toHaveLength(2);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option', { name: /Ruthven Street/ });
    expect(search.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(search).toHaveProperty('value', '12 Ruthven Street, Toowoomba, QLD, 4350, Australia'));
    expect(retrieve).toHaveBeenCalledWith('AU|A|1|0|14|0', expect.anything());
    expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'AU|A|1|0|14|0' }));
    expect(search.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list on Escape without letting the key go further, and clears with the clear button', async () => {
    const { user, onAddressChange } = setup();
    const outer = vi.fn();
    document.addEventListener('keydown', outer);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country*' }), 'AU');
    const search = screen.getByRole('combobox', { name: 'Delivery Address *' });
    await user.type(search, '12 Ruth');
    await waitFor(() => expect(search.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Escape}');
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(outer).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    document.removeEventListener('keydown', outer);
    await user.keyboard('{ArrowDown}');
    expect(search.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getAllByRole('option', { name: /Ruthven/ })[0] as HTMLElement);
    await waitFor(() => expect(search).toHaveProperty('value', '12 Ruthven Street, Toowoomba, QLD, 4350, Australia'));
    expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'AU|A|1|0|12|0' }));
    await user.click(screen.getByRole('button', { name: 'Clear address' }));
    expect(search).toHaveProperty('value', '');
    expect(onAddressChange).toHaveBeenLastCalledWith(null);
    expect(document.activeElement).toBe(search);
  });

  it('announces a lookup failure and disables the field', async () => {
    const { user } = setup({ find: () => Promise.reject(new Error('down')) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country*' }), 'AU');
    const search = screen.getByRole('combobox', { name: 'Delivery Address *' });
    await user.type(search, 'Ruthven');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to initialize Loqate. Please add address manually.',
    );
    expect(search).toHaveProperty('disabled', true);
  });

  it('announces an address type the shop cannot accept', async () => {
    const message = 'We cannot currently accept this type of PO Box address. Please contact customer service';
    const { user } = setup({ retrieve: async (id) => retrieved(id, { type: 'PO Box', message }) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country*' }), 'AU');
    const search = screen.getByRole('combobox', { name: 'Delivery Address *' });
    await user.type(search, 'PO Box 12');
    await user.click((await screen.findAllByRole('option', { name: /Ruthven/ }))[0] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(search.getAttribute('aria-invalid')).toBe('true');
  });
});
