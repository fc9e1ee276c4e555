import { type SessionApi, SessionProvider } from '@bookshop/react';
import type { Customer } from '@bookshop/sdk';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
const { ACCOUNT_LOADING_PLACEHOLDERS, AccountDetails } = await import('./AccountDetails');

const business = {
  id: 'c2',
  version: 1,
  email: 'accounts@stmarks.example.org',
  title: 'Rev',
  firstName: 'Peter',
  lastName: 'Okafor',
  createdAt: '2016-08-02T01:00:00.000Z',
  addresses: [],
  shippingAddressIds: [],
  billingAddressIds: [],
  customerGroup: { key: 'b2b-church', name: 'B2B Churches' },
  custom: { customFieldsRaw: [{ name: 'ABN', value: '51 824 753 556' }] },
} as unknown as Customer;

const count = (html: string, text: string) => html.split(text).length - 1;
/** The accessible names of the rows' Edit links (links into each row's editor). */
const editLinks = (html: string) =>
  [...html.matchAll(/<a href="#account-\w+-editor"[^>]*aria-label="([^"]+)"[^>]*>Edit<\/a>/g)].map((match) => match[1]);

// The panel keys its cache by the signed-in shopper, read from the session.
const api: SessionApi = { load: async () => ({ customer: null }), signIn: vi.fn(), signOut: vi.fn() };
const render = (element: ReactNode) =>
  renderToStaticMarkup(
    <SessionProvider
      api={api}
      initial={{ customer: { firstName: 'Peter', lastName: 'Okafor', email: business.email } }}
    >
      {element}
    </SessionProvider>,
  );

describe('AccountDetails', () => {
  it('shows its six placeholders under the heading while the customer loads', () => {
    const html = render(<AccountDetails />);
    expect(ACCOUNT_LOADING_PLACEHOLDERS).toBe(6);
    expect(html).toContain('Account Details</h2>');
    expect(count(html, 'data-placeholder=""')).toBe(6);
    expect(html).toContain('aria-busy="true"');
  });

  it('shows a business customer ABN and no Edit on Name, Email or Delivery Address', () => {
    const html = render(<AccountDetails customer={business} />);
    expect(count(html, 'data-placeholder')).toBe(0);
    expect(html).toContain('51 824 753 556');
    expect(html).toContain('Default Delivery Address not set');
    expect(editLinks(html)).toEqual(['Edit Phone', 'Edit Birthday', 'Edit Gender']);
    for (const label of ['Name', 'Email', 'Delivery Address', 'ABN']) {
      expect(html).not.toContain(`aria-label="Edit ${label}"`);
    }
  });

  it('offers Edit on Delivery Address to a consumer', () => {
    const consumer = { ...business, customerGroup: null } as Customer;
    expect(editLinks(render(<AccountDetails customer={consumer} />))).toContain('Edit Delivery Address');
  });
});
