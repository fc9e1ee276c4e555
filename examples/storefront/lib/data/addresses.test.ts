import { AddressLookupError, type Customer } from '@bookshop/sdk';
import { describe, expect, it, vi } from 'vitest';

const lookup = vi.hoisted(() => ({ find: vi.fn(), retrieve: vi.fn() }));

vi.mock('server-only', () => ({}));
vi.mock('../bookshop', () => ({ bookshop: () => ({ lookup }), shopperBookshop: async () => ({}) }));

const { addressFromSource, checkAddressChange, mayChangeAddresses } = await import('./addresses');
const { RouteRefusal } = await import('../http/routeRefusal');

const group = (name: string, key: string) => ({ customerGroup: { name, key } }) as unknown as Customer;

describe('addressFromSource', () => {
  it('retrieves a lookup id itself, refusing a type the shop cannot accept and an unknown id', async () => {
    lookup.retrieve.mockResolvedValueOnce({
      address: {
        streetNumber: '12',
        streetName: 'Ruthven Street',
        city: 'Toowoomba',
        state: 'QLD',
        postalCode: '4350',
        country: 'AU',
        additionalAddressInfo: 'x',
      },
      unsupported: null,
    });
    expect(await addressFromSource({ source: 'lookup', id: 'AU|A|1' })).toMatchObject({
      ok: true,
      address: { streetName: 'Ruthven Street', state: 'QLD' },
    });
    lookup.retrieve.mockResolvedValueOnce({
      address: { pOBox: 'PO Box 12', country: 'AU' },
      unsupported: {
        type: 'PO Box',
        message: 'We cannot currently accept this type of PO Box address. Please contact customer service',
      },
    });
    expect(await addressFromSource({ source: 'lookup', id: 'AU|P|1' })).toEqual({
      ok: false,
      message: 'We cannot currently accept this type of PO Box address. Please contact customer service',
    });
    lookup.retrieve.mockRejectedValueOnce(new AddressLookupError('1001', 'Id Invalid'));
    expect(await addressFromSource({ source: 'lookup', id: 'nope' })).toEqual({
      ok: false,
      message: 'Choose an address from the list',
    });
    lookup.retrieve.mockRejectedValueOnce(new AddressLookupError('3', 'Account out of credit'));
    await expect(addressFromSource({ source: 'lookup', id: 'AU|A|1' })).rejects.toBeInstanceOf(AddressLookupError);
  });
});

describe('mayChangeAddresses', () => {
  it('refuses business customers only', () => {
    expect(mayChangeAddresses(group('B2B Churches', 'b2b-church'))).toBe(false);
    expect(mayChangeAddresses(group('Staff', 'staff'))).toBe(true);
    expect(mayChangeAddresses({ customerGroup: null } as unknown as Customer)).toBe(true);
  });
});

describe('checkAddressChange', () => {
  const refusal = (customer: Customer, id?: string) => {
    try {
      checkAddressChange(customer, id);
      return null;
    } catch (error) {
      return error instanceof RouteRefusal ? [error.status, error.message] : error;
    }
  };
  const ruth = { customerGroup: null, addresses: [{ id: 'a1' }] } as unknown as Customer;

  it('refuses a business customer whatever the address, then an address that is not the customer’s', () => {
    const business = { ...group('B2B Churches', 'b2b-church'), addresses: [{ id: 'a1' }] } as Customer;
    const refused = [
      403,
      'Delivery addresses of a business account cannot be changed online. Please contact customer service.',
    ];
    expect(refusal(business)).toEqual(refused);
    expect(refusal(business, 'a1')).toEqual(refused);
    expect(refusal(ruth)).toBeNull();
    expect(refusal(ruth, 'a1')).toBeNull();
    for (const id of ['a2', '../a1', '']) {
      expect(refusal(ruth, id), id).toEqual([404, 'This address is not in your address book']);
    }
  });
});
