import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

describe('<LoginForm>', () => {
  it('shows the exact validation messages and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm state={{ status: 'idle' }} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter email or membership no')).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email or membership no.'), 'nobody');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter valid email or membership no')).toBeTruthy();
    expect(screen.getByText('Password too short')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm state={{ status: 'idle' }} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Email or membership no.'), '  10000001 ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ username: '10000001', password: 'secret' }));
  });

  it('shows the loading state and the refused-login message', () => {
    const { rerender } = render(<LoginForm state={{ status: 'loading' }} onSubmit={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Logging in…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    rerender(<LoginForm state={{ status: 'error', error: 'Incorrect email or password' }} onSubmit={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password');
  });

  it('under the message, says sign-in is paused with the minutes left and links to a password reset', () => {
    const paused = { status: 'error', error: 'Incorrect email or password', pausedMinutes: 14 } as const;
    const { rerender } = render(
      <LoginForm state={paused} onSubmit={vi.fn()} resetPasswordHref="/auth/login-assistance" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Incorrect email or password');
    expect(screen.getByRole('status').textContent).toBe(
      'Sign-in is paused for this account for 14 more minutes. Reset your password',
    );
    expect(screen.getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe(
      '/auth/login-assistance',
    );
    rerender(<LoginForm state={{ ...paused, pausedMinutes: 1 }} onSubmit={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('Sign-in is paused for this account for 1 more minute.');
    rerender(<LoginForm state={{ status: 'error', error: 'Incorrect email or password' }} onSubmit={vi.fn()} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('posts when sent before the scripts load, so the password never goes in the address', () => {
    const html = renderToString(<LoginForm state={{ status: 'idle' }} onSubmit={vi.fn()} />);
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toMatch(/<input[^>]* type="password"[^>]* name="password"/);
  });
});
