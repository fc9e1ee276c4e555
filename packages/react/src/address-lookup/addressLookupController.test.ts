import type { AddressLookupResult, AddressSuggestion } from '@bookshop/sdk';
import { describe, expect, it, vi } from 'vitest';
import { type AddressLookupSource, createAddressLookupController } from './addressLookupController';

const street: AddressSuggestion = {
  id: 'AU|S|1|0',
  type: 'Street',
  text: 'Ruthven Street',
  description: 'Toowoomba QLD 4350 - 40 Addresses',
  highlight: '',
  container: true,
};
const house: AddressSuggestion = {
  id: 'AU|A|1|0|12|0',
  type: 'Address',
  text: '12 Ruthven Street',
  description: 'Toowoomba QLD 4350',
  highlight: '',
  container: false,
};
const poBox: AddressSuggestion = { ...house, id: 'AU|P|1|0|12', text: 'PO Box 12' };

const result = (id: string, unsupported: AddressLookupResult['unsupported'] = null): AddressLookupResult => ({
  id,
  address: {
    streetNumber: '12',
    streetName: 'Ruthven Street',
    additionalAddressInfo: '12 Ruthven Street, Toowoomba, QLD, 4350, Australia',
    city: 'Toowoomba',
    state: 'QLD',
    postalCode: '4350',
    country: 'AU',
  },
  parts: {} as AddressLookupResult['parts'],
  unsupported,
});

function setup(source: Partial<AddressLookupSource> = {}) {
  const timers: (() => void)[] = [];
  const find = vi.fn<AddressLookupSource['find']>(async ({ container }) => (container ? [house] : [street, house]));
  const retrieve = vi.fn<AddressLookupSource['retrieve']>(async (id) => result(id));
  const onAddressChange = vi.fn();
  const logger = { error: vi.fn() };
  const controller = createAddressLookupController({
    source: { find: source.find ?? find, retrieve: source.retrieve ?? retrieve },
    onAddressChange,
    logger,
    schedule: (run) => {
      timers.push(run);
      return () => timers.splice(timers.indexOf(run), 1);
    },
  });
  const settle = () => vi.waitFor(() => expect(controller.getState().status).not.toMatch(/loading|retrieving/));
  const fire = async () => {
    for (const run of timers.splice(0)) run();
    await settle();
  };
  return { controller, find, retrieve, onAddressChange, logger, timers, fire, settle };
}

describe('createAddressLookupController', () => {
  it('asks for a country first: without one, typing does nothing', () => {
    const { controller, timers } = setup();
    expect(controller.getState().country).toBe('');
    controller.setQuery('12 Ruthven');
    expect(controller.getState().query).toBe('');
    expect(timers).toHaveLength(0);
  });

  it('suggests only from the third character, after a pause, and the newest text wins', async () => {
    const { controller, find, timers, fire } = setup();
    controller.setCountry('AU');
    controller.setQuery('12');
    expect(timers).toHaveLength(0);
    expect(controller.getState()).toMatchObject({ query: '12', status: 'idle', open: false });
    controller.setQuery('12 R');
    controller.setQuery('12 Ru');
    expect(timers).toHaveLength(1);
    expect(find).not.toHaveBeenCalled();
    await fire();
    expect(find).toHaveBeenCalledTimes(1);
    expect(find.mock.calls[0]?.[0]).toEqual({ text: '12 Ru', country: 'AU' });
    expect(controller.getState()).toMatchObject({ open: true, status: 'done', suggestions: [street, house] });
  });

  it('drops an older answer that arrives after a newer text', async () => {
    let answerFirst: (value: AddressSuggestion[]) => void = () => {};
    const find = vi
      .fn<AddressLookupSource['find']>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce([house]);
    const { controller, timers } = setup({ find });
    controller.setCountry('AU');
    controller.setQuery('Ruth');
    for (const run of timers.splice(0)) run();
    controller.setQuery('12 Ruth');
    for (const run of timers.splice(0)) run();
    await vi.waitFor(() => expect(controller.getState().suggestions).toEqual([house]));
    answerFirst([street]);
    await Promise.resolve();
    expect(controller.getState().suggestions).toEqual([house]);
    expect(find.mock.calls[0]?.[1].signal.aborted).toBe(true);
  });

  it('opens a street’s addresses, then picking one makes the address valid with its parts', async () => {
    const { controller, find, retrieve, onAddressChange, fire, settle } = setup();
    controller.setCountry('AU');
    controller.setQuery('Ruthven');
    await fire();
    controller.pick(street);
    await settle();
    expect(find.mock.calls[1]?.[0]).toEqual({ text: '', country: 'AU', container: 'AU|S|1|0' });
    expect(controller.getState()).toMatchObject({ suggestions: [house], open: true, valid: false });
    controller.move(1);
    expect(controller.pickActive()).toBe(true);
    await settle();
    expect(retrieve).toHaveBeenCalledWith('AU|A|1|0|12|0', expect.anything());
    expect(controller.getState()).toMatchObject({
      valid: true,
      open: false,
      query: '12 Ruthven Street, Toowoomba, QLD, 4350, Australia',
      address: { address: { state: 'QLD', city: 'Toowoomba', postalCode: '4350' } },
    });
    expect(onAddressChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'AU|A|1|0|12|0' }));
  });

  it('is invalid again once the text is edited, deleted or cleared', async () => {
    const { controller, onAddressChange, fire, settle } = setup();
    controller.setCountry('AU');
    controller.setQuery('12 Ruthven');
    await fire();
    controller.pick(house);
    await settle();
    expect(controller.getState().valid).toBe(true);
    controller.setQuery('');
    expect(controller.getState()).toMatchObject({ valid: false, address: null, query: '' });
    expect(onAddressChange).toHaveBeenLastCalledWith(null);
    controller.setQuery('12 Ruthven');
    await fire();
    controller.pick(house);
    await settle();
    controller.clear();
    expect(controller.getState()).toMatchObject({ valid: false, address: null, query: '', open: false });
  });

  it('clears the address, with its state or city, when the country changes', async () => {
    const { controller, fire, settle } = setup();
    controller.setCountry('AU');
    controller.setQuery('12 Ruthven');
    await fire();
    controller.pick(house);
    await settle();
    controller.setCountry('NZ');
    expect(controller.getState()).toMatchObject({ country: 'NZ', valid: false, address: null, query: '' });
  });

  it('refuses an address type the shop cannot accept, with its message', async () => {
    const message = 'We cannot currently accept this type of PO Box address. Please contact customer service';
    const { controller, fire, settle } = setup({
      retrieve: async (id) => result(id, { type: 'PO Box', message }),
    });
    controller.setCountry('AU');
    controller.setQuery('PO Box 12');
    await fire();
    controller.pick(poBox);
    await settle();
    expect(controller.getState()).toMatchObject({ valid: false, address: null, unsupported: message });
  });

  it('says so, and disables itself, when the lookup fails', async () => {
    const { controller, logger, timers, fire } = setup({ find: async () => Promise.reject(new Error('502')) });
    controller.setCountry('AU');
    controller.setQuery('12 Ruthven');
    await fire();
    expect(controller.getState()).toMatchObject({
      failure: 'Failed to initialize Loqate. Please add address manually.',
      open: false,
    });
    expect(logger.error).toHaveBeenCalled();
    controller.setQuery('12 Ruthven St');
    expect(timers).toHaveLength(0);
    expect(controller.getState().query).toBe('12 Ruthven');
  });

  it('shows the banner when nothing is found or a pick cannot be retrieved', async () => {
    const { controller, fire, settle } = setup({
      find: async () => [],
      retrieve: async () => Promise.reject(new Error('gone')),
    });
    controller.setCountry('AU');
    controller.setQuery('Zzyzx Qqq');
    await fire();
    expect(controller.getState()).toMatchObject({
      banner: 'Something went wrong. Please try again later.',
      open: false,
    });
    controller.setQuery('Zzyzx Qq');
    expect(controller.getState().banner).toBeNull();
    controller.pick(house);
    await settle();
    expect(controller.getState()).toMatchObject({
      banner: 'Something went wrong. Please try again later.',
      valid: false,
    });
  });

  it('moves the highlight round the list and closes it on request', async () => {
    const { controller, fire } = setup();
    controller.setCountry('AU');
    expect(controller.pickActive()).toBe(false);
    controller.move(1);
    expect(controller.getState().activeIndex).toBe(-1);
    controller.setQuery('Ruthven');
    await fire();
    controller.move(-1);
    expect(controller.getState().activeIndex).toBe(1);
    controller.move(1);
    expect(controller.getState().activeIndex).toBe(0);
    controller.close();
    expect(controller.getState()).toMatchObject({ open: false, activeIndex: -1 });
    expect(controller.pickActive()).toBe(false);
  });

  it('stops a pending request when destroyed', async () => {
    const { controller, find, timers } = setup();
    controller.setCountry('AU');
    controller.setQuery('Ruthven');
    controller.destroy();
    expect(timers).toHaveLength(0);
    expect(find).not.toHaveBeenCalled();
  });
});
