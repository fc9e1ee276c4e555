// @vitest-environment jsdom
import { type SessionApi, SessionProvider } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The details route and the toasts, replaced: what the panel does with each answer is tested here.
const api = vi.hoisted(() => ({ saveDetail: vi.fn(), load: vi.fn() }));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/account/customerApi', () => ({
  customerSource: { load: api.load },
  saveDetail: api.saveDetail,
}));
vi.mock('@/modules/ui/toast', () => ({ toast }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
const { AccountDetails } = await import('./AccountDetails');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const grace = {
  id: 'c1',
  version: 4,
  email: 'grace@example.com',
  title: 'Mrs',
  firstName: 'Grace',
  lastName: 'Whitfield',
  dateOfBirth: '1984-06-12',
  createdAt: '2019-03-01T00:00:00.000Z',
  addresses: [],
  shippingAddressIds: [],
  billingAddressIds: [],
  custom: {
    customFieldsRaw: [
      { name: 'phone', value: '0412345678' },
      { name: 'gender', value: 'Female' },
    ],
  },
} as unknown as Customer;

let host: HTMLDivElement;
let root: Root;
let shopper = 0;

async function renderPanel(customer: Customer = grace) {
  api.load.mockResolvedValue(customer);
  const session: SessionApi = { load: async () => ({ customer: null }), signIn: vi.fn(), signOut: vi.fn() };
  // A shopper of its own per test: the panel's cache is keyed by the signed-in shopper.
  const email = `shopper-${shopper++}@example.com`;
  await act(async () =>
    root.render(
      <SessionProvider api={session} initial={{ customer: { firstName: 'Grace', lastName: 'Whitfield', email } }}>
        <AccountDetails customer={customer} />
      </SessionProvider>,
    ),
  );
  // SWR's first read of a cache that has fallback data waits for an animation frame, which a loaded machine may give
  // late: let it land now, so a test's later `load` answers and saves never race it.
  await act(async () => {
    await vi.waitFor(() => expect(api.load).toHaveBeenCalled());
    await api.load.mock.results.at(-1)?.value;
  });
}

const row = (key: string) => host.querySelector(`[data-row="${key}"]`) as HTMLElement;
const editLink = (label: string) => host.querySelector(`a[aria-label="Edit ${label}"]`) as HTMLAnchorElement;
const forms = () => [...host.querySelectorAll('form')].map((form) => form.getAttribute('aria-label'));
const form = (label: string) => host.querySelector(`form[aria-label="Edit ${label}"]`) as HTMLFormElement;
const control = (within: HTMLElement, label: string) =>
  document.getElementById(
    [...within.querySelectorAll('label')].find((node) => node.textContent === label)?.htmlFor ?? '',
  ) as HTMLInputElement & HTMLSelectElement;
const buttonIn = (within: HTMLElement, text: string) =>
  [...within.querySelectorAll('button')].find((node) => node.textContent === text) as HTMLButtonElement;

/** Clicks, then lets the form's validation and the save (each a few promises deep) run to their end. */
async function press(button: HTMLButtonElement) {
  await act(async () => {
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
}

/** Sets a control's value as typing does, so that React sees the change. */
function type(field: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  for (const mock of [api.saveDetail, api.load, toast.success, toast.error]) mock.mockReset();
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

describe('AccountDetails, editing', () => {
  it('opens one row’s editor at a time, each with its fields, Save and Cancel', async () => {
    await renderPanel();
    await act(async () => editLink('Name').click());
    expect(forms()).toEqual(['Edit Name']);
    expect(['Title', 'First name', 'Surname'].map((label) => control(form('Name'), label).value)).toEqual([
      'Mrs',
      'Grace',
      'Whitfield',
    ]);
    expect(buttonIn(form('Name'), 'Save').type).toBe('submit');
    await act(async () => editLink('Gender').click());
    expect(forms()).toEqual(['Edit Gender']);
    expect([...control(form('Gender'), 'Gender').options].map((option) => option.textContent)).toEqual([
      'Select gender',
      'Male',
      'Female',
    ]);
    await act(async () => editLink('Birthday').click());
    const birthday = control(form('Birthday'), 'Birthday');
    expect(birthday.type).toBe('date');
    const now = new Date();
    const latest = new Date(now.getFullYear() - 10, now.getMonth() + 1, 0);
    expect(birthday.max).toBe(
      `${latest.getFullYear()}-${String(latest.getMonth() + 1).padStart(2, '0')}-${String(latest.getDate()).padStart(2, '0')}`,
    );
    await act(async () => editLink('Email').click());
    expect(control(form('Email'), 'Email').type).toBe('text');
    await act(async () => buttonIn(form('Email'), 'Cancel').click());
    expect(forms()).toEqual([]);
    expect(row('email').textContent).toContain('grace@example.com');
  });

  it('opens a row’s editor from its Edit link, by click or by Enter, and gives the focus back to it on Cancel', async () => {
    await renderPanel();
    expect(host.querySelectorAll('button[aria-label^="Edit "]')).toHaveLength(0);
    const edit = editLink('Phone');
    expect(edit.textContent).toBe('Edit');
    await act(async () => {
      edit.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    });
    expect(forms()).toEqual(['Edit Phone']);
    // The link points at the editor it opens.
    expect(edit.getAttribute('href')).toBe(`#${form('Phone').id}`);
    await act(async () => buttonIn(form('Phone'), 'Cancel').click());
    expect(forms()).toEqual([]);
    expect(document.activeElement).toBe(editLink('Phone'));
  });

  it('toasts “{row title} updated successfully” and shows the saved value', async () => {
    await renderPanel();
    await act(async () => editLink('Phone').click());
    const saved = { ...grace, version: 5, custom: { customFieldsRaw: [{ name: 'phone', value: '0298765432' }] } };
    api.saveDetail.mockResolvedValue({ ok: true, customer: saved });
    // What the route reads from now on, when the cache looks again.
    api.load.mockResolvedValue(saved);
    await act(async () => type(control(form('Phone'), 'Phone'), '0298765432'));
    await press(buttonIn(form('Phone'), 'Save'));
    expect(api.saveDetail).toHaveBeenCalledWith({
      field: 'phone',
      phone: '0298765432',
      previous: { phone: '0412345678' },
    });
    expect(toast.success).toHaveBeenCalledWith('Phone updated successfully');
    expect(forms()).toEqual([]);
    expect(row('phone').textContent).toContain('0298765432');
  });

  it('toasts “{title} not updated successfully”, puts the value back and keeps the editor open', async () => {
    await renderPanel();
    await act(async () => editLink('Phone').click());
    api.saveDetail.mockResolvedValue({ ok: false, status: 502, message: 'Your details is unavailable' });
    await act(async () => type(control(form('Phone'), 'Phone'), '0298765432'));
    await press(buttonIn(form('Phone'), 'Save'));
    expect(toast.error).toHaveBeenCalledWith('Phone not updated successfully');
    expect(toast.success).not.toHaveBeenCalled();
    expect(forms()).toEqual(['Edit Phone']);
    await act(async () => buttonIn(form('Phone'), 'Cancel').click());
    expect(row('phone').textContent).toContain('0412345678');
  });

  it('shows the loyalty service’s refusal as it is, and the route’s field message under the field', async () => {
    await renderPanel();
    await act(async () => editLink('Email').click());
    const refusal = 'Something went wrong while updating customer in yotpo.Please contact customer suport';
    api.saveDetail.mockResolvedValueOnce({ ok: false, status: 502, message: refusal, reason: 'loyalty-refused' });
    await act(async () => type(control(form('Email'), 'Email'), 'lydia.new@example.com'));
    await press(buttonIn(form('Email'), 'Save'));
    expect(toast.error.mock.calls).toEqual([[refusal]]);
    expect(forms()).toEqual(['Edit Email']);

    api.saveDetail.mockResolvedValueOnce({
      ok: false,
      status: 400,
      message: 'There is already an account with this email',
      field: 'email',
    });
    await press(buttonIn(form('Email'), 'Save'));
    expect(api.saveDetail).toHaveBeenCalledTimes(2);
    expect(toast.error).toHaveBeenLastCalledWith('Email not updated successfully');
    expect(form('Email').textContent).toContain('There is already an account with this email');
    expect(control(form('Email'), 'Email').getAttribute('aria-invalid')).toBe('true');
    await act(async () => buttonIn(form('Email'), 'Cancel').click());
    expect(row('email').textContent).toContain('grace@example.com');
  });

  it('says under the row what a save replaced when another window had changed it', async () => {
    await renderPanel();
    await act(async () => editLink('Gender').click());
    api.saveDetail.mockResolvedValue({
      ok: true,
      customer: { ...grace, custom: { customFieldsRaw: [{ name: 'gender', value: 'Male' }] } },
      replaced: { gender: 'Female' },
    });
    await act(async () => type(control(form('Gender'), 'Gender'), 'Male'));
    await press(buttonIn(form('Gender'), 'Save'));
    expect(row('gender').querySelector('[role="status"]')?.textContent).toBe(
      'Gender had been changed in another window to Female; your change replaced it.',
    );
  });
});
