import type { Store, StoreLocation } from '@bookshop/sdk';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('react', async (original) => ({ ...(await original<typeof import('react')>()), cache: (fn: unknown) => fn }));
vi.mock('../bookshop', () => ({ bookshop: vi.fn() }));
vi.mock('./content', () => ({ contentSettings: vi.fn() }));
const { storeBySlug, storeList, withLocation } = await import('./stores');
const { bookshop } = await import('../bookshop');

const page = {
  title: 'Koorong West Ryde',
  slug: 'west-ryde',
  store_id: 'S014',
  address: { street: 'Old Street 1', suburb: 'West Ryde', state: 'NSW', postcode: '2114', country: 'AU' },
  phone: '02 0000 0000',
  email: undefined,
  hours: [{ day: 'Monday', open: '09:00', close: '17:00' }],
  services: ['Cafe'],
} as unknown as Store;

const location: StoreLocation = {
  id: 'S014',
  slug: 'west-ryde',
  name: 'Koorong West Ryde',
  address: { street: '28 Chatham Road', suburb: 'West Ryde', state: 'NSW', postcode: '2114', country: 'AU' },
  phone: '02 9858 3111',
  email: 'westryde@example.com',
  hours: [
    { day: 'Monday', open: '08:30', close: '17:30' },
    { day: 'Sunday', open: null, close: null },
  ],
  services: [],
  latitude: -33.8,
  longitude: 151.1,
};

describe('withLocation', () => {
  it('takes address, phone, email and hours from the back end’s location, the rest from content', () => {
    expect(withLocation(page, [{ ...location, id: 'S001', slug: 'adelaide' }, location])).toEqual({
      ...page,
      address: location.address,
      phone: '02 9858 3111',
      email: 'westryde@example.com',
      hours: location.hours,
    });
  });

  it('keeps content’s own text for a store the back end does not list, and its hours when the back end has none', () => {
    expect(withLocation(page, [])).toBe(page);
    expect(withLocation(page, [{ ...location, hours: [], phone: null }])).toMatchObject({
      hours: page.hours,
      phone: page.phone,
    });
  });
});

describe('storeList and storeBySlug', () => {
  it('read the back end’s locations, and show content alone while the back end is down', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const locations = vi.fn(async () => [location]);
    const one = vi.fn(async () => location);
    vi.mocked(bookshop).mockReturnValue({
      content: { stores: async () => [page], store: async (slug: string) => (slug === 'west-ryde' ? page : null) },
      backend: { instore: { locations, location: one } },
    } as never);
    expect((await storeList())[0]?.address.street).toBe('28 Chatham Road');
    expect((await storeBySlug('west-ryde'))?.hours).toEqual(location.hours);
    expect(one).toHaveBeenCalledWith({ slug: 'west-ryde' });
    expect(await storeBySlug('nowhere')).toBeNull();

    one.mockRejectedValue(new Error('back end down'));
    expect((await storeBySlug('west-ryde'))?.address.street).toBe('Old Street 1');
    errors.mockRestore();
  });
});
