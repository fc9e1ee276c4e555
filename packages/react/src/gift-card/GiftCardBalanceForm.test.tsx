import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GiftCardBalanceForm } from './GiftCardBalanceForm';

describe('<GiftCardBalanceForm>', () => {
  it('shows the schema’s messages and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<GiftCardBalanceForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('Please enter your gift card number')).toBeTruthy();
    expect(screen.getByText('Please enter your PIN')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Gift card number'), '1234');
    await userEvent.type(screen.getByLabelText('PIN'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    expect(await screen.findByText('Please enter a valid gift card number (16 to 19 digits)')).toBeTruthy();
    expect(screen.getByText('Please enter a valid PIN (4 to 8 digits)')).toBeTruthy();
    expect(screen.getByLabelText('PIN').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the number as digits and the PIN trimmed', async () => {
    const onSubmit = vi.fn();
    render(<GiftCardBalanceForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Gift card number'), '6280 0000 0000 0001');
    await userEvent.type(screen.getByLabelText('PIN'), ' 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Check balance' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ cardNumber: '6280000000000001', pin: '1234' }));
  });

  it('disables the button while checking, and shows a refusal marking the field it names', () => {
    const { rerender, container } = render(<GiftCardBalanceForm onSubmit={vi.fn()} status="loading" />);
    expect((screen.getByRole('button', { name: 'Checking…' }) as HTMLButtonElement).disabled).toBe(true);
    expect(container.querySelector('form')?.getAttribute('data-state')).toBe('loading');
    rerender(<GiftCardBalanceForm onSubmit={vi.fn()} status="error" error={{ message: 'Wrong PIN', field: 'pin' }} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Wrong PIN');
    const pin = screen.getByLabelText('PIN');
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(pin.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByLabelText('Gift card number').getAttribute('aria-invalid')).toBeNull();
  });

  it('shows no refusal unless the check was refused, and renders the result after the button', () => {
    render(
      <GiftCardBalanceForm onSubmit={vi.fn()} status="success" error={{ message: 'stale' }}>
        <p role="status">Balance: $50.00</p>
      </GiftCardBalanceForm>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Balance: $50.00');
  });
});
