import { type RunningEmulator, startEmulator } from '@bookshop/emulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorServices } from '../config';
import { createBookshop } from '../createBookshop';
import { AddressLookupError } from './lookupResource';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 20, seed: 17 });
});
afterAll(() => emulator?.stop());

const lookup = () => createBookshop(emulatorServices(emulator.url)).lookup;

describe('lookup against the emulator (Loqate)', () => {
  it('finds streets, drills into one and retrieves an address in the Address entity shape', async () => {
    const streets = await lookup().find({ text: 'Toowoomba', country: 'AU', limit: 3 });
    expect(streets[0]).toMatchObject({ type: 'Street', container: true });
    const inside = await lookup().find({ text: '', country: 'AU', container: streets[0]?.id ?? '' });
    const suggestion = inside.find((item) => !item.container);
    expect(suggestion).toBeDefined();
    const result = await lookup().retrieve(suggestion?.id ?? '');
    expect(result.unsupported).toBeNull();
    expect(result.address).toMatchObject({
      country: 'AU',
      state: 'QLD',
      city: expect.stringMatching(/Toowoomba/),
      postalCode: expect.stringMatching(/^43\d\d$/),
    });
    expect(`${result.address.streetNumber} ${result.address.streetName}`).toBe(suggestion?.text);
    expect(result.address.additionalAddressInfo).toMatch(/, QLD, 43\d\d, Australia$/);
    expect(result.parts).toMatchObject({ state: 'QLD', country: 'AU', postalType: '', suburb: result.address.city });
    expect(result.parts.streetType).not.toBe('');
  });

  it('maps a New Zealand address to a region', async () => {
    const [street] = await lookup().find({ text: 'Auckland', country: 'NZ', limit: 1 });
    const [address] = await lookup().find({ text: '', country: 'NZ', container: street?.id ?? '' });
    const result = await lookup().retrieve(address?.id ?? '');
    expect(result.address.country).toBe('NZ');
    expect(result.address.state).toBeUndefined();
    expect(result.address.region).toBeTruthy();
  });

  it.each([
    ['PO Box 12 Toowoomba', 'PO Box'],
    ['Locked Bag 3 Toowoomba', 'Locked Bag'],
  ])('marks %s as an address type the shop cannot accept', async (text, type) => {
    const [suggestion] = await lookup().find({ text, country: 'AU' });
    const result = await lookup().retrieve(suggestion?.id ?? '');
    expect(result.unsupported).toEqual({
      type,
      message: `We cannot currently accept this type of ${type} address. Please contact customer service`,
    });
    expect(result.address.pOBox).toMatch(new RegExp(`^${type} \\d+$`));
  });

  it('answers [] below 3 characters without a request, and a typed error for a bad key or id', async () => {
    expect(await lookup().find({ text: 'To', country: 'AU' })).toEqual([]);
    const services = emulatorServices(emulator.url);
    const badKey = createBookshop({ ...services, loqate: { ...services.loqate, key: 'AA11-AA11' } }).lookup;
    const error = (await badKey.find({ text: 'Toowoomba', country: 'AU' }).catch((e) => e)) as AddressLookupError;
    expect(error).toBeInstanceOf(AddressLookupError);
    expect([error.message, error.code, error.description]).toEqual([
      'Failed to initialize Loqate. Please add address manually.',
      '2',
      'Unknown key',
    ]);
    const badId = (await lookup()
      .retrieve('AU|X|1')
      .catch((e) => e)) as AddressLookupError;
    expect([badId.name, badId.code]).toEqual(['AddressLookupError', '1001']);
  });
});
