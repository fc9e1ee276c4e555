import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteCallError } from '@/lib/http/callRoute';
import { addressBookSource, addressLookupSource } from './addressesApi';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => fetchMock.mockReset());

const reply = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const sent = (call = 0) => {
  const [path, init] = fetchMock.mock.calls[call] ?? [];
  return [path, init?.method, init?.body];
};
const customer = { id: 'c1', addresses: [] };

describe('addressBookSource', () => {
  it('writes through the address routes and answers the customer after each write', async () => {
    const manual = { source: 'manual', street: '7 Example Street' } as never;
    reply(200, { customer });
    await expect(addressBookSource.add({ type: 'shipping', address: manual })).resolves.toEqual(customer);
    reply(200, { customer });
    await addressBookSource.edit({ id: 'a 1', address: manual });
    reply(200, { customer });
    await addressBookSource.remove({ id: 'a1' });
    reply(200, { customer });
    await addressBookSource.setDefault({ id: 'a1', type: 'billing' });
    expect([0, 1, 2, 3].map(sent)).toEqual([
      ['/api/account/addresses', 'POST', JSON.stringify({ type: 'shipping', address: manual })],
      ['/api/account/addresses/a%201', 'PUT', JSON.stringify({ address: manual })],
      ['/api/account/addresses/a1', 'DELETE', undefined],
      ['/api/account/addresses/a1/default', 'PUT', '{"type":"billing"}'],
    ]);
  });

  it('throws a refusal as a RouteCallError with the route’s message and status', async () => {
    reply(403, { error: 'Delivery addresses of a business account cannot be changed online.' });
    const refused = addressBookSource.add({ type: 'shipping', address: {} as never });
    await expect(refused).rejects.toBeInstanceOf(RouteCallError);
    await expect(refused).rejects.toMatchObject({ status: 403 });
    reply(401, { error: 'Please sign in to your account' });
    await expect(addressBookSource.load()).rejects.toMatchObject({ status: 401 });
  });
});

describe('addressLookupSource', () => {
  it('asks the lookup routes and answers their items or address', async () => {
    const signal = new AbortController().signal;
    reply(200, { items: [{ id: 's1' }] });
    await expect(
      addressLookupSource.find({ text: 'Toowoomba', country: 'AU', container: 'c1' }, { signal }),
    ).resolves.toEqual([{ id: 's1' }]);
    reply(200, { address: { city: 'Toowoomba' } });
    await expect(addressLookupSource.retrieve('s1', { signal })).resolves.toEqual({ address: { city: 'Toowoomba' } });
    expect(fetchMock.mock.calls.map(([path, init]) => [path, init?.signal])).toEqual([
      ['/api/address-lookup/find?text=Toowoomba&country=AU&container=c1', signal],
      ['/api/address-lookup/retrieve?id=s1', signal],
    ]);
    reply(400, { error: 'Select country' });
    await expect(addressLookupSource.find({ text: 'x', country: 'FR' as never }, { signal })).rejects.toThrow(
      'Select country',
    );
  });
});
