import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterTyping } from '../../test/hydrateAfterTyping';
import { NewsletterForm } from './NewsletterForm';
import { createNewsletterController, NEWSLETTER_CACHE_KEY, writeSubscriptionCache } from './newsletterController';
import { readSubscriptionCache, startNewsletterPopup } from './newsletterPopup';
import { useNewsletterSignup } from './useNewsletter';
import { useNewsletterPopup } from './useNewsletterPopup';

/** A page with a search box and the pop-up's state, which opens as soon as it may (no 5 s wait). */
function PopupPage() {
  const popup = useNewsletterPopup({ kiosk: false, delayMs: 0 });
  return (
    <>
      <input aria-label="Search" />
      <p>{popup.open ? 'pop-up open' : 'pop-up closed'}</p>
    </>
  );
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => data.set(key, value),
  };
}

describe('createNewsletterController', () => {
  it('refuses a bad email without a request', async () => {
    const subscribe = vi.fn();
    const signup = createNewsletterController({ subscribe });
    await signup.submit({ email: 'reader' });
    expect(signup.getState()).toEqual({ status: 'idle', fieldError: 'Please enter a valid email.' });
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('maps every outcome to its text', async () => {
    const results = ['subscribed', 'already-subscribed', 'Invalid email address'];
    const texts = [];
    for (const result of results) {
      const signup = createNewsletterController({ subscribe: async () => result });
      texts.push(await signup.submit({ email: 'ruth@example.com' }));
    }
    expect(texts).toEqual([
      { status: 'success', message: 'Subscribed to newsletter' },
      { status: 'success', message: "You're already subscribed to newsletter" },
      { status: 'error', message: 'Invalid email address' },
    ]);
    const failing = createNewsletterController({
      subscribe: async () => {
        throw new Error('');
      },
    });
    expect(await failing.submit({ email: 'ruth@example.com' })).toEqual({
      status: 'error',
      message: 'Failed to subscribe, please try again.',
    });
    failing.reset();
    expect(failing.getState()).toEqual({ status: 'idle' });
  });
});

describe('startNewsletterPopup', () => {
  const manual = () => {
    const timers: { run: () => void; ms: number }[] = [];
    return {
      timers,
      schedule: (run: () => void, ms: number) => {
        timers.push({ run, ms });
        return () => {};
      },
    };
  };

  it('listens for scrolling after 5 s and opens at the top', () => {
    const clock = manual();
    let scrolled: (atTop: boolean) => void = () => {};
    const onOpen = vi.fn();
    startNewsletterPopup(
      {
        kiosk: false,
        storage: memoryStorage(),
        schedule: clock.schedule,
        onScroll: (listener) => {
          scrolled = listener;
          return () => {};
        },
      },
      onOpen,
    );
    expect(clock.timers[0]?.ms).toBe(5000);
    clock.timers[0]?.run();
    scrolled(false);
    expect(onOpen).not.toHaveBeenCalled();
    scrolled(true);
    expect(onOpen).toHaveBeenCalledOnce();
  });

  it('stays closed when the visitor signed up elsewhere on the page while it waited', () => {
    const clock = manual();
    const storage = memoryStorage();
    let scrolled: (atTop: boolean) => void = () => {};
    const onOpen = vi.fn();
    startNewsletterPopup(
      {
        kiosk: false,
        storage,
        schedule: clock.schedule,
        onScroll: (listener) => {
          scrolled = listener;
          return () => {};
        },
      },
      onOpen,
    );
    clock.timers[0]?.run();
    writeSubscriptionCache(storage, true, Date.now());
    scrolled(true);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('never opens in kiosk mode or with a fresh cache, and asks again after 24 hours', () => {
    const now = Date.parse('2025-03-02T10:00:00Z');
    const fresh = memoryStorage({
      [NEWSLETTER_CACHE_KEY]: JSON.stringify({ hasSubscribed: false, timestamp: now - 1000 }),
    });
    const stale = memoryStorage({
      [NEWSLETTER_CACHE_KEY]: JSON.stringify({ hasSubscribed: true, timestamp: now - 86_400_000 }),
    });
    for (const [options, expected] of [
      [{ kiosk: true, storage: memoryStorage() }, 0],
      [{ kiosk: false, storage: fresh }, 0],
      [{ kiosk: false, storage: stale }, 1],
    ] as const) {
      const clock = manual();
      startNewsletterPopup({ ...options, now: () => now, schedule: clock.schedule, onScroll: () => () => {} }, vi.fn());
      expect(clock.timers.length).toBe(expected);
    }
  });

  it('checks a signed-in customer first and caches a subscribed answer', async () => {
    const storage = memoryStorage();
    const clock = manual();
    startNewsletterPopup(
      {
        kiosk: false,
        email: 'grace@example.com',
        isSubscribed: async () => true,
        storage,
        schedule: clock.schedule,
        now: () => 7,
      },
      vi.fn(),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(clock.timers).toEqual([]);
    expect(readSubscriptionCache(storage)).toEqual({ hasSubscribed: true, timestamp: 7 });

    const other = manual();
    startNewsletterPopup(
      {
        kiosk: false,
        email: 'new@example.com',
        isSubscribed: async () => false,
        storage: memoryStorage(),
        schedule: other.schedule,
      },
      vi.fn(),
    );
    await Promise.resolve();
    await Promise.resolve();
    expect(other.timers.length).toBe(1);
  });
});

function Form({ subscribe }: { subscribe: () => Promise<never> | Promise<'subscribed'> }) {
  const signup = useNewsletterSignup({ subscribe });
  return <NewsletterForm signup={signup} fields="names" showMessage lockOnError requireEmail />;
}

describe('useNewsletterPopup', () => {
  it('waits while a field is in use at the top of the page, and opens on the next scroll to the top without one', async () => {
    localStorage.clear();
    render(<PopupPage />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const scrollToTop = () => act(() => window.dispatchEvent(new Event('scroll')));
    screen.getByRole('textbox', { name: 'Search' }).focus();
    await scrollToTop();
    expect(screen.getByText('pop-up closed')).toBeTruthy();
    screen.getByRole('textbox', { name: 'Search' }).blur();
    await scrollToTop();
    expect(screen.getByText('pop-up open')).toBeTruthy();
  });
});

describe('<NewsletterForm>', () => {
  it('needs an email, validates it, and shows the outcome', async () => {
    const subscribe = vi.fn(async () => 'subscribed' as const);
    render(<Form subscribe={subscribe} />);
    const button = screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Email address'), 'ruth@');
    await userEvent.click(button);
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid email.');
    expect(subscribe).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('First name'), 'Ruth');
    await userEvent.type(screen.getByLabelText('Email address'), 'example.com');
    await act(() => userEvent.click(button));
    expect(subscribe).toHaveBeenCalledWith({ firstname: 'Ruth', lastname: '', email: 'ruth@example.com' });
    expect(screen.getByRole('status').textContent).toBe('Subscribed to newsletter');
  });

  it('holds names to the SDK limit and leaves the email unlimited', () => {
    render(<Form subscribe={async () => 'subscribed'} />);
    for (const label of ['First name', 'Last name']) {
      expect((screen.getByLabelText(label) as HTMLInputElement).maxLength).toBe(100);
    }
    expect(screen.getByLabelText('Email address').hasAttribute('maxlength')).toBe(false);
  });

  it('disables further sign-up after an error', async () => {
    render(
      <Form
        subscribe={async () => {
          throw new Error('Invalid email address');
        }}
      />,
    );
    await userEvent.type(screen.getByLabelText('Email address'), 'ruth@example.com');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Sign up' })));
    expect(screen.getByRole('alert').textContent).toBe('Invalid email address');
    expect((screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps and sends what was typed before hydration', async () => {
    const subscribe = vi.fn(async () => 'subscribed' as const);
    await hydrateAfterTyping(<Form subscribe={subscribe} />, (container) => {
      // Before hydration Enter must not submit natively (the email would land in the URL): the button is disabled.
      expect((container.querySelector('button[type=submit]') as HTMLButtonElement).disabled).toBe(true);
      (container.querySelector('input[name=firstname]') as HTMLInputElement).value = 'Ruth';
      (container.querySelector('input[name=email]') as HTMLInputElement).value = 'ruth@example.com';
    });
    const button = screen.getByRole('button', { name: 'Sign up' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    await act(() => userEvent.click(button));
    expect(subscribe).toHaveBeenCalledWith({ firstname: 'Ruth', lastname: '', email: 'ruth@example.com' });
  });
});
