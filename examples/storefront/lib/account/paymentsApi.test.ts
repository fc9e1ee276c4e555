import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteSavedCard, sendInvoicePayment } from './paymentsApi';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const reply = (status: number, body?: unknown) =>
  fetchMock.mockResolvedValueOnce(
    new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );

const PAYMENT = { attempt: 'a1', card: 'card-1', payments: [{ invoice: 'inv-1', amount: '1.00' }] };
const RECEIPT = {
  payments: [{ paymentId: 'p1', invoiceNumber: 'INV1', amount: '$1.00', outstanding: '$4.00' }],
  total: '$1.00',
};

describe('sendInvoicePayment', () => {
  it('posts the payment and answers its receipt', async () => {
    reply(200, { receipt: RECEIPT });
    await expect(sendInvoicePayment(PAYMENT)).resolves.toEqual({ ok: true, receipt: RECEIPT });
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect([path, init?.method, init?.body]).toEqual(['/api/account/invoices/pay', 'POST', JSON.stringify(PAYMENT)]);
  });

  it('answers a refusal part-way with the receipt of what it paid, and a lost answer as unconfirmed', async () => {
    reply(402, { error: 'Your card was declined.', invoice: 'INV2', receipt: RECEIPT });
    await expect(sendInvoicePayment(PAYMENT)).resolves.toEqual({
      ok: false,
      error: 'Your card was declined.',
      receipt: RECEIPT,
    });
    reply(404, { error: 'No such invoice' });
    await expect(sendInvoicePayment(PAYMENT)).resolves.toEqual({ ok: false, error: 'No such invoice' });
    reply(502, '<html>');
    await expect(sendInvoicePayment(PAYMENT)).resolves.toEqual({
      ok: false,
      error: 'The payment could not be made, please try again later',
    });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendInvoicePayment(PAYMENT)).resolves.toEqual({
      ok: false,
      error: 'The payment could not be confirmed, please try again',
    });
  });
});

describe('deleteSavedCard', () => {
  it('deletes the card, counting one already gone as deleted, or answers the message to show', async () => {
    reply(200, { removed: 'card 1' });
    await expect(deleteSavedCard('card 1')).resolves.toBeNull();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/account/cards/card%201');
    reply(404, { error: 'We couldn’t find that card in your account' });
    await expect(deleteSavedCard('card-1')).resolves.toBeNull();
    reply(401, { error: 'Please sign in to your account' });
    await expect(deleteSavedCard('card-1')).resolves.toBe('Please sign in to your account');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(deleteSavedCard('card-1')).resolves.toBe('The card could not be deleted, please try again later');
  });
});
