import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutAddressForm } from './CheckoutAddressForm';

const messages = () => [...document.querySelectorAll('[data-field]')].map((element) => element.textContent);

describe('CheckoutAddressForm', { timeout: 20_000 }, () => {
  it('asks for names of at least 2 characters and a mobile, focusing the first field in error on submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<CheckoutAddressForm manualEntry={false} onSubmit={onSubmit} lookup={<p>lookup here</p>} />);
    await user.type(screen.getByRole('textbox', { name: 'First name *' }), ' J ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(messages()).toEqual(['Enter at least 2 characters', 'Enter at least 2 characters', 'Enter mobile number']),
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name *' }));
    expect(screen.queryByRole('textbox', { name: 'Street *' })).toBeNull();
    expect(screen.getByText('lookup here')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the lookup's address with the names while manual entry is off", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <CheckoutAddressForm
        manualEntry={false}
        onSubmit={onSubmit}
        defaultValues={{ firstName: 'Jo', lastName: 'Lee', mobile: '0412345678' }}
        lookedUp={{
          building: '',
          street: '12 Ruthven Street',
          suburb: 'Toowoomba',
          postcode: '4350',
          country: 'AU',
          stateOrCity: 'QLD',
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        firstName: 'Jo',
        lastName: 'Lee',
        mobile: '0412345678',
        manualEntry: false,
        street: '12 Ruthven Street',
        suburb: 'Toowoomba',
        postcode: '4350',
        country: 'AU',
        stateOrCity: 'QLD',
      }),
    );
  });

  it('requires every address part in field order once manual entry is on', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <CheckoutAddressForm
        manualEntry
        onSubmit={onSubmit}
        defaultValues={{ firstName: 'Jo', lastName: 'Lee', mobile: '0412345678' }}
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country *' }), '');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
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
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'House/Apartment *' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
