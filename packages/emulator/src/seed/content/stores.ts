import { entryUid, type SeedEntry } from './entry';

/** The 15 stores of the spec, with invented street addresses on their real suburbs and postcodes. */
export const STORES = [
  {
    slug: 'adelaide',
    name: 'Adelaide',
    street: '85 Grenfell Street',
    suburb: 'Adelaide',
    state: 'SA',
    postcode: '5000',
  },
  {
    slug: 'armidale',
    name: 'Armidale',
    street: '12 Beardy Street',
    suburb: 'Armidale',
    state: 'NSW',
    postcode: '2350',
  },
  {
    slug: 'blackburn',
    name: 'Blackburn',
    street: '54 Whitehorse Road',
    suburb: 'Blackburn',
    state: 'VIC',
    postcode: '3130',
  },
  {
    slug: 'canning-vale',
    name: 'Canning Vale',
    street: '7 Bannister Road',
    suburb: 'Canning Vale',
    state: 'WA',
    postcode: '6155',
  },
  {
    slug: 'fyshwick',
    name: 'Fyshwick',
    street: '31 Barrier Street',
    suburb: 'Fyshwick',
    state: 'ACT',
    postcode: '2609',
  },
  {
    slug: 'launceston',
    name: 'Launceston',
    street: '120 Charles Street',
    suburb: 'Launceston',
    state: 'TAS',
    postcode: '7250',
  },
  {
    slug: 'mooloolaba',
    name: 'Mooloolaba',
    street: '4 Brisbane Road',
    suburb: 'Mooloolaba',
    state: 'QLD',
    postcode: '4557',
  },
  {
    slug: 'mount-lawley',
    name: 'Mount Lawley',
    street: '660 Beaufort Street',
    suburb: 'Mount Lawley',
    state: 'WA',
    postcode: '6050',
  },
  {
    slug: 'warners-bay',
    name: 'Warners Bay',
    street: '18 Medcalf Street',
    suburb: 'Warners Bay',
    state: 'NSW',
    postcode: '2282',
  },
  { slug: 'penrith', name: 'Penrith', street: '95 Station Street', suburb: 'Penrith', state: 'NSW', postcode: '2750' },
  {
    slug: 'port-macquarie',
    name: 'Port Macquarie',
    street: '22 Horton Street',
    suburb: 'Port Macquarie',
    state: 'NSW',
    postcode: '2444',
  },
  {
    slug: 'springwood',
    name: 'Springwood',
    street: '3 Cinderella Drive',
    suburb: 'Springwood',
    state: 'QLD',
    postcode: '4127',
  },
  {
    slug: 'toowoomba',
    name: 'Toowoomba',
    street: '146 Ruthven Street',
    suburb: 'Toowoomba',
    state: 'QLD',
    postcode: '4350',
  },
  {
    slug: 'west-ryde',
    name: 'West Ryde',
    street: '28 Chatham Road',
    suburb: 'West Ryde',
    state: 'NSW',
    postcode: '2114',
  },
  {
    slug: 'woolloongabba',
    name: 'Woolloongabba',
    street: '812 Stanley Street',
    suburb: 'Woolloongabba',
    state: 'QLD',
    postcode: '4102',
  },
] as const;

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Store entries: address, phone, opening hours (late night Thursday, closed or short on Sunday) and services. */
export function stores(): SeedEntry[] {
  return STORES.map((store, index) => ({
    uid: entryUid('store', store.slug),
    contentType: 'store',
    title: `Koorong ${store.name}`,
    url: `/stores/${store.slug}`,
    fields: {
      slug: store.slug,
      store_id: `S${String(index + 1).padStart(3, '0')}`,
      address: {
        street: store.street,
        suburb: store.suburb,
        state: store.state,
        postcode: store.postcode,
        country: 'AU',
      },
      phone: `(0${['2', '3', '7', '8'][index % 4]}) ${String(9000 + index * 37).padStart(4, '0')} ${String(1000 + index * 113).slice(0, 4)}`,
      email: `${store.slug}@koorong.example.com`,
      hours: DAYS.map((day) => ({
        day,
        open: day === 'Sunday' ? (index % 3 === 0 ? null : '10:00') : '09:00',
        close: day === 'Sunday' ? (index % 3 === 0 ? null : '16:00') : day === 'Thursday' ? '21:00' : '17:30',
      })),
      services: ['Click & Collect', 'Special Orders', ...(index % 2 ? ['Church Accounts'] : ['Café'])],
    },
    searchText: `${store.street} ${store.suburb} ${store.state} ${store.postcode}`,
  }));
}
