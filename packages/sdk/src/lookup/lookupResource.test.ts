import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBookshop } from '../createBookshop';
import { AddressLookupError } from './lookupResource';

const BASE = 'https://api.addressy.example';
const requests: URL[] = [];
// Answers in Loqate's documented json3 shape (no AU-specific extras): the SDK falls back to the standard fields.
const server = setupServer(
  http.get(`${BASE}/Capture/Interactive/Find/v1.10/json3.ws`, ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    if (url.searchParams.get('Text') === 'boom') {
      return HttpResponse.json({
        Items: [
          {
            Error: '1002',
            Description: 'Countries Invalid',
            Cause: 'The Countries parameter was not valid.',
            Resolution: '',
          },
        ],
      });
    }
    return HttpResponse.json({
      Items: [
        {
          Id: 'AU|S|1',
          Type: 'Street',
          Text: 'George Street',
          Highlight: '0-6;',
          Description: 'Sydney NSW 2000 - 120 Addresses',
        },
        { Id: 'AU|A|1', Type: 'Address', Text: '1 George Street', Highlight: '2-8;', Description: 'Sydney NSW 2000' },
      ],
    });
  }),
  http.get(`${BASE}/Capture/Interactive/Retrieve/v1.20/json3.ws`, ({ request }) => {
    const id = new URL(request.url).searchParams.get('Id');
    const base = {
      Id: id,
      SubBuilding: '',
      BuildingNumber: '1',
      BuildingName: 'Harbour House',
      SecondaryStreet: '',
      Street: 'George Street',
      City: 'Sydney',
      Line1: 'Harbour House',
      Line2: '1 George Street',
      Province: 'NSW',
      ProvinceName: 'New South Wales',
      ProvinceCode: 'NSW',
      PostalCode: '2000',
      CountryName: 'Australia',
      CountryIso2: 'AU',
      POBoxNumber: '',
      Label: 'Harbour House\n1 George Street\nSYDNEY NSW 2000\nAUSTRALIA',
    };
    if (id === 'po')
      return HttpResponse.json({
        Items: [
          {
            ...base,
            BuildingNumber: '',
            BuildingName: '',
            Street: '',
            Line1: 'PO Box 77',
            Line2: '',
            POBoxNumber: '77',
          },
        ],
      });
    return HttpResponse.json({ Items: [base] });
  }),
  http.get('https://down.example/Capture/Interactive/Find/v1.10/json3.ws', () => HttpResponse.error()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  requests.length = 0;
});
afterAll(() => server.close());

const lookup = (baseUrl = BASE) =>
  createBookshop({ loqate: { baseUrl, key: 'AA11-AA11-AA11-AA11' }, retries: 0 }).lookup;

describe('lookup (Loqate wire format)', () => {
  it('sends Key, Text, Countries and Limit, and marks containers', async () => {
    const items = await lookup().find({ text: ' George ', country: 'AU', limit: 5 });
    expect(Object.fromEntries(requests[0]?.searchParams ?? [])).toEqual({
      Key: 'AA11-AA11-AA11-AA11',
      Text: 'George',
      Countries: 'AU',
      Limit: '5',
    });
    expect(items.map((item) => [item.type, item.container])).toEqual([
      ['Street', true],
      ['Address', false],
    ]);
    await lookup().find({ text: '', country: 'AU', container: 'AU|S|1' });
    expect(requests[1]?.searchParams.get('Container')).toBe('AU|S|1');
  });

  it('makes no request under 3 characters or without a country', async () => {
    expect(await lookup().find({ text: 'Ge', country: 'AU' })).toEqual([]);
    expect(await lookup().find({ text: 'George', country: '' as 'AU' })).toEqual([]);
    expect(requests).toHaveLength(0);
  });

  it('maps the standard Retrieve fields to the Address entity', async () => {
    const result = await lookup().retrieve('AU|A|1');
    expect(result.address).toEqual({
      building: 'Harbour House',
      streetNumber: '1',
      streetName: 'George Street',
      additionalAddressInfo: '1 George Street, Sydney, NSW, 2000, Australia',
      city: 'Sydney',
      state: 'NSW',
      postalCode: '2000',
      country: 'AU',
    });
    expect(result.parts).toMatchObject({
      buildingName: 'Harbour House',
      streetName: 'George Street',
      townCity: 'Sydney',
    });
    expect(result.unsupported).toBeNull();
  });

  it('detects a PO Box from the address lines when Loqate gives no postal type', async () => {
    const result = await lookup().retrieve('po');
    expect(result.unsupported?.type).toBe('PO Box');
    expect(result.address.streetName).toBe('');
  });

  it('raises AddressLookupError for an error answer (HTTP 200) and for a network failure', async () => {
    const answer = (await lookup()
      .find({ text: 'boom', country: 'AU' })
      .catch((e) => e)) as AddressLookupError;
    expect(answer).toBeInstanceOf(AddressLookupError);
    expect([answer.message, answer.code, answer.description]).toEqual([
      'Failed to initialize Loqate. Please add address manually.',
      '1002',
      'Countries Invalid',
    ]);
    const network = await lookup('https://down.example')
      .find({ text: 'George', country: 'AU' })
      .catch((e) => e);
    expect(network).toBeInstanceOf(AddressLookupError);
  });
});
