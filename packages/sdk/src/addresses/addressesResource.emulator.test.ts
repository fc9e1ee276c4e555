import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryTokenStore } from '../auth/tokenStore';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { customField } from '../customer/customerResource';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 100, seed: 17 });
});
afterAll(() => emulator?.stop());

async function signedIn(username: string, password: string) {
  const bookshop = createBookshop({ ...emulatorServices(emulator.url), tokenStore: memoryTokenStore() });
  await bookshop.auth.signIn({ username, password });
  const customer = await bookshop.customer.me();
  if (!customer) throw new Error('signed in but no customer');
  return { bookshop, customer };
}

const address = (street: string) => ({
  building: '12',
  streetNumber: '12',
  streetName: street,
  city: 'Blackburn',
  state: 'VIC',
  postalCode: '3130',
  country: 'AU',
});

describe('customer profile and addresses against the emulator', () => {
  it('updates the name, birthday, phone and gender', async () => {
    const { bookshop, customer } = await signedIn('grace@example.com', 'Psalm23!grace');
    let next = await bookshop.customer.updateName(customer, { title: 'Dr', firstName: 'Gracie', lastName: 'Whit' });
    expect([next?.title, next?.firstName, next?.lastName]).toEqual(['Dr', 'Gracie', 'Whit']);
    next = await bookshop.customer.updateBirthday(next ?? customer, '1985-06-30');
    next = await bookshop.customer.updatePhone(next ?? customer, '0412345678');
    next = await bookshop.customer.updateGender(next ?? customer, 'Female');
    expect(next?.dateOfBirth).toBe('1985-06-30');
    expect(customField(next ?? customer, 'phone')).toBe('0412345678');
    expect(customField(next ?? customer, 'gender')).toBe('Female');
  });

  it('adds, edits, re-defaults and deletes addresses with the planned actions', async () => {
    const { bookshop, customer } = await signedIn('sam.staff@example.com', 'Psalm23!staff');
    const added = await bookshop.addresses.add(customer, {
      address: address('Station Street'),
      type: 'shipping',
      sameAsOther: true,
    });
    const copies = added?.addresses.filter((stored) => stored.streetName === 'Station Street') ?? [];
    expect(copies).toHaveLength(2);
    const [shippingCopy] = copies.filter((copy) => added?.shippingAddressIds.includes(copy.id ?? ''));
    expect(shippingCopy).toBeDefined();

    const edited = await bookshop.addresses.edit(added ?? customer, {
      id: shippingCopy?.id ?? '',
      address: address('Whitehorse Road'),
    });
    expect(edited?.addresses.find((stored) => stored.id === shippingCopy?.id)?.streetName).toBe('Whitehorse Road');

    const defaulted = await bookshop.addresses.setDefault(edited ?? customer, {
      id: shippingCopy?.id ?? '',
      type: 'shipping',
    });
    expect(defaulted?.defaultShippingAddressId).toBe(shippingCopy?.id);

    const deleted = await bookshop.addresses.remove(defaulted ?? customer, { id: shippingCopy?.id ?? '' });
    expect(deleted?.addresses.some((stored) => stored.id === shippingCopy?.id)).toBe(false);
    // The default moved to another delivery address, or printed catalogues were switched off when none was left.
    const fallback = deleted?.defaultShippingAddressId;
    if (fallback) expect(deleted?.shippingAddressIds).toContain(fallback);
    else expect(customField(deleted ?? customer, 'printed_catalogs')).toBe(false);
  });

  it('lands 20 concurrent edits of one customer through one client, in order and without conflicts', async () => {
    const { bookshop, customer } = await signedIn('accounts@stmarks.example.org', 'Psalm23!church');
    const edits = Array.from({ length: 20 }, (_, index) =>
      bookshop.customer.update({
        version: customer.version,
        actions:
          index % 2
            ? [{ addAddress: { address: { ...address(`Concurrent Street ${index}`), key: `concurrent-${index}` } } }]
            : [
                {
                  setCustomField: { name: 'phone', value: JSON.stringify(`04000000${String(index).padStart(2, '0')}`) },
                },
              ],
      }),
    );
    const results = await Promise.all(edits);
    expect(results.map((result) => result?.version)).toEqual(
      Array.from({ length: 20 }, (_, i) => customer.version + i + 1),
    );
    const final = await bookshop.customer.me();
    const streets = final?.addresses.map((stored) => stored.streetName) ?? [];
    for (let index = 1; index < 20; index += 2) expect(streets).toContain(`Concurrent Street ${index}`);
    expect(customField(final ?? customer, 'phone')).toBe('0400000018');
  });

  it('lands 20 concurrent edits through the SDK helpers from one copy of the customer: 10 addresses, 10 fields', async () => {
    const { bookshop, customer } = await signedIn('grace@example.com', 'Psalm23!grace');
    const before = customer.addresses.length;
    const fields = [
      () => bookshop.customer.updateName(customer, { title: 'Mrs', firstName: 'Grace', lastName: 'Parallel' }),
      () => bookshop.customer.updateBirthday(customer, '1979-03-14'),
      () => bookshop.customer.updatePhone(customer, '0412000111'),
      () => bookshop.customer.updateGender(customer, 'Female'),
    ];
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2
          ? bookshop.addresses.add(customer, { address: address(`Parallel Street ${index}`), type: 'shipping' })
          : (fields[(index / 2) % fields.length] as () => Promise<unknown>)(),
      ),
    );
    const final = await bookshop.customer.me();
    expect(final?.version).toBe(customer.version + 20);
    expect(final?.addresses).toHaveLength(before + 10);
    const streets = final?.addresses.map((stored) => stored.streetName) ?? [];
    for (let index = 1; index < 20; index += 2) expect(streets).toContain(`Parallel Street ${index}`);
    expect([final?.lastName, final?.dateOfBirth]).toEqual(['Parallel', '1979-03-14']);
    expect([customField(final ?? customer, 'phone'), customField(final ?? customer, 'gender')]).toEqual([
      '0412000111',
      'Female',
    ]);
  });

  it('lands concurrent edits from several clients by retrying conflicts with the current version', async () => {
    const clients = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const bookshop = createBookshop({
          ...emulatorServices(emulator.url),
          tokenStore: memoryTokenStore(),
          versionRetries: 12,
        });
        await bookshop.auth.signIn({ username: 'grace@example.com', password: 'Psalm23!grace' });
        return bookshop;
      }),
    );
    const start = (await clients[0]?.customer.me())?.version ?? 0;
    await Promise.all(
      clients.flatMap((bookshop, client) =>
        Array.from({ length: 3 }, (_, edit) =>
          bookshop.customer.update({
            version: start,
            actions: [
              { addAddress: { address: { ...address(`Client ${client} Lane ${edit}`), key: `c${client}-e${edit}` } } },
            ],
          }),
        ),
      ),
    );
    const final = await clients[0]?.customer.me();
    expect(final?.version).toBe(start + 9);
    expect(final?.addresses.filter((stored) => stored.streetName?.startsWith('Client '))).toHaveLength(9);
  });

  it('lands 20 concurrent edits of one customer from 20 separate clients with the default retries', async () => {
    // Each client signs in on its own (as a server's per-request clients do) and edits from the version it read.
    const clients = await Promise.all(
      Array.from({ length: 20 }, () => signedIn('yotpo.fails@example.com', 'Psalm23!yotpo')),
    );
    const start = Math.max(...clients.map(({ customer }) => customer.version));
    const results = await Promise.all(
      clients.map(({ bookshop, customer }, index) =>
        bookshop.customer.update({
          version: customer.version,
          actions:
            index % 2
              ? [{ addAddress: { address: { ...address(`Separate Street ${index}`), key: `separate-${index}` } } }]
              : [
                  {
                    setCustomField: {
                      name: 'phone',
                      value: JSON.stringify(`04100000${String(index).padStart(2, '0')}`),
                    },
                  },
                ],
        }),
      ),
    );
    expect(results.map((result) => result?.version).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => start + i + 1),
    );
    const final = await clients[0]?.bookshop.customer.me();
    const streets = final?.addresses.map((stored) => stored.streetName) ?? [];
    for (let index = 1; index < 20; index += 2) expect(streets).toContain(`Separate Street ${index}`);
  });

  it('takes the actions alone, with the version this client last saw for the signed-in customer', async () => {
    const { bookshop, customer } = await signedIn('sam.staff@example.com', 'Psalm23!staff');
    const first = await bookshop.customer.update([{ setFirstName: { firstName: 'Samuel' } }]);
    const second = await bookshop.customer.update([{ setLastName: { lastName: 'Stafford' } }]);
    expect(first?.version).toBe(customer.version + 1);
    expect([second?.version, second?.firstName, second?.lastName]).toEqual([
      customer.version + 2,
      'Samuel',
      'Stafford',
    ]);
    await bookshop.auth.signOut();
    await expect(bookshop.customer.update([{ setFirstName: { firstName: 'Nobody' } }])).rejects.toMatchObject({
      name: 'AuthError',
      message: 'A signed-in customer is required',
    });
  });

  it("never sends one customer's version for another customer signed in on the same client", async () => {
    const bookshop = createBookshop({
      ...emulatorServices(emulator.url),
      tokenStore: memoryTokenStore(),
      versionRetries: 0,
    });
    await bookshop.auth.signIn({ username: 'grace@example.com', password: 'Psalm23!grace' });
    const grace = await bookshop.customer.me();
    await bookshop.customer.update({ version: grace?.version, actions: [{ setFirstName: { firstName: 'Grace' } }] });
    await bookshop.auth.signOut();
    await bookshop.auth.signIn({ username: 'yotpo.fails@example.com', password: 'Psalm23!yotpo' });
    const other = await bookshop.customer.me();
    const updated = await bookshop.customer.update({
      version: other?.version,
      actions: [{ setFirstName: { firstName: 'Yolanda' } }],
    });
    expect(updated?.version).toBe((other?.version ?? 0) + 1);
  });
});
