import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WishlistShareForm } from './WishlistShareForm';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

describe('<WishlistShareForm>', () => {
  it('shows the email field’s messages in the SDK’s words and sends nothing until it is valid', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<WishlistShareForm aria-label="Email Christmas" onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter email');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(screen.getByLabelText('Email'), 'mum@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid email'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed values, then empties for the next address', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<WishlistShareForm aria-label="Email Christmas" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), ' mum@example.com ');
    await userEvent.type(screen.getByLabelText('Message (optional)'), ' For Christmas ');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'mum@example.com', message: 'For Christmas' }));
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(''));
    expect(screen.getByRole('form', { name: 'Email Christmas' }).getAttribute('data-state')).toBe('idle');
  });

  it('keeps the values when sending fails', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new Error('down')));
    render(<WishlistShareForm aria-label="Email Christmas" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email'), 'mum@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('mum@example.com');
  });
});
