import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from './AddressForm';

const messages = () => [...document.querySelectorAll('[data-field]')].map((element) => element.textContent);

// Typing through user-event is slow on a busy machine; each test walks a whole form.
describe('AddressForm', { timeout: 20_000 }, () => {
  it('shows each required message in field order and keeps submit disabled until valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Add' });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByRole('combobox', { name: 'Country *' })).toHaveProperty('value', 'AU');
    await user.type(screen.getByRole('textbox', { name: 'House/Apartment *' }), '  ');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country *' }), '');
    await user.tab();
    await user.type(screen.getByRole('textbox', { name: 'City *' }), ' ');
    await user.tab();
    await waitFor(() =>
      expect(messages()).toEqual([
        'Enter House/Appartment details',
        'Enter street details',
        'Enter suburb',
        'Enter postal code',
        'Select country',
        'Enter state or city',
      ]),
    );
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Street *' }).getAttribute('aria-describedby')).toMatch(/street-error$/);
  });

  it('submits an Australian address with its state, trimmed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('textbox', { name: 'House/Apartment *' }));
    await user.paste(' Unit 2 ');
    await user.click(screen.getByRole('textbox', { name: 'Street *' }));
    await user.paste('12 Ruthven Street');
    await user.click(screen.getByRole('textbox', { name: 'Suburb *' }));
    await user.paste('Toowoomba');
    await user.click(screen.getByRole('textbox', { name: 'Postcode *' }));
    await user.paste('4350');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State *' }), 'QLD');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toHaveProperty('disabled', false));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        building: 'Unit 2',
        street: '12 Ruthven Street',
        suburb: 'Toowoomba',
        postcode: '4350',
        country: 'AU',
        stateOrCity: 'QLD',
      }),
    );
  });

  it('asks for a city in New Zealand, and changing country clears the state or city', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <AddressForm
        onSubmit={onSubmit}
        submitLabel="Update"
        defaultValues={{
          building: '1',
          street: '3 Beach Road',
          suburb: 'Frankton',
          postcode: '9300',
          country: 'AU',
          stateOrCity: 'QLD',
        }}
      />,
    );
    const submit = screen.getByRole('button', { name: 'Update' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country *' }), 'NZ');
    const city = screen.getByRole('textbox', { name: 'City *' });
    expect(city).toHaveProperty('value', '');
    await waitFor(() => expect(submit).toHaveProperty('disabled', true));
    await user.type(city, 'Queenstown');
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ country: 'NZ', stateOrCity: 'Queenstown' })),
    );
  });
});
