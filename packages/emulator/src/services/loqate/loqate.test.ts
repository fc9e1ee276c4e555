import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../emulator';

let emulator: RunningEmulator;
// biome-ignore lint/suspicious/noExplicitAny: test helper over JSON answers
type Json = any;
const find = async (query: string): Promise<Json> =>
  (
    await fetch(`${emulator.url}/loqate/Capture/Interactive/Find/v1.10/json3.ws?Key=emulator-loqate-key&${query}`)
  ).json();
const retrieve = async (id: string): Promise<Json> =>
  (
    await fetch(
      `${emulator.url}/loqate/Capture/Interactive/Retrieve/v1.20/json3.ws?Key=emulator-loqate-key&Id=${encodeURIComponent(id)}`,
    )
  ).json();

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
});
afterAll(() => emulator?.stop());

describe('Loqate Capture Interactive', () => {
  it('finds streets of a real suburb and drills down to an address', async () => {
    const { Items: streets } = await find('Text=Toowoomba&Countries=AU&Limit=5');
    expect(streets.length).toBeGreaterThan(0);
    expect(streets[0]).toMatchObject({
      Type: 'Street',
      Description: expect.stringMatching(/^Toowoomba.* QLD 43\d\d - \d+ Addresses$/),
    });
    for (const item of streets)
      expect(Object.keys(item).sort()).toEqual(['Description', 'Highlight', 'Id', 'Text', 'Type']);
    const { Items: inside } = await find(`Container=${encodeURIComponent(streets[0].Id)}&Limit=3`);
    expect(inside).toHaveLength(3);
    const address = inside.find((item: Json) => item.Type === 'Address');
    const {
      Items: [detail],
    } = await retrieve(address.Id);
    expect(detail).toMatchObject({
      City: expect.stringMatching(/^Toowoomba/),
      ProvinceCode: 'QLD',
      CountryIso2: 'AU',
      PostalType: '',
    });
    expect(detail.Line1).toBe(address.Text);
  });

  it('finds a numbered address directly, and units in a block', async () => {
    const { Items: streets } = await find('Text=Toowoomba&Limit=1');
    const [street] = streets;
    const { Items } = await find(`Text=${encodeURIComponent(`1 ${street.Text} Toowoomba`)}`);
    expect(Items[0]).toMatchObject({ Type: 'Address', Text: `1 ${street.Text}` });
    const { Items: all } = await find(`Container=${encodeURIComponent(street.Id)}&Limit=100`);
    const block = all.find((item: Json) => item.Type === 'Building');
    if (block) {
      const { Items: units } = await find(`Container=${encodeURIComponent(block.Id)}`);
      expect(units[0].Text).toMatch(/^Unit 1, /);
      expect((await retrieve(units[0].Id)).Items[0].SubDwelling).toBe('Unit 1');
    }
  });

  it('offers PO Boxes and other postal types, which Retrieve marks with PostalType', async () => {
    const { Items } = await find('Text=PO Box 12 Adelaide');
    expect(Items[0]).toMatchObject({ Type: 'Address', Text: 'PO Box 12' });
    const {
      Items: [detail],
    } = await retrieve(Items[0].Id);
    expect(detail).toMatchObject({ PostalType: 'PO Box', POBoxNumber: '12', Street: '' });
    expect((await find('Text=Locked Bag 3 Penrith')).Items[0].Text).toBe('Locked Bag 3');
  });

  it('has a smaller New Zealand set', async () => {
    const { Items } = await find('Text=Queenstown&Countries=NZ');
    expect(Items.length).toBeGreaterThan(0);
    const {
      Items: [first],
    } = await find(`Container=${encodeURIComponent(Items[0].Id)}&Limit=1`);
    expect((await retrieve(first.Id)).Items[0]).toMatchObject({
      CountryIso2: 'NZ',
      City: 'Queenstown',
      PostalCode: '9300',
    });
    expect(
      (await find('Text=Queenstown&Countries=AU')).Items.every((item: Json) => !item.Description.includes('9300')),
    ).toBe(true);
  });

  it('answers errors as Items with Error, Description, Cause and Resolution', async () => {
    const badKey = await (
      await fetch(`${emulator.url}/loqate/Capture/Interactive/Find/v1.10/json3.ws?Key=wrong&Text=abc`)
    ).json();
    expect(badKey.Items[0]).toMatchObject({ Error: '2', Description: 'Unknown key' });
    expect(Object.keys(badKey.Items[0]).sort()).toEqual(['Cause', 'Description', 'Error', 'Resolution']);
    expect((await find('Text=')).Items[0].Error).toBe('1001');
    expect((await find('Text=abc&Countries=FR')).Items[0].Error).toBe('1002');
    expect((await find('Text=abc&Limit=0')).Items[0].Error).toBe('1002');
    expect((await find('Container=AU|S|99999999|0')).Items[0].Error).toBe('1003');
    expect((await retrieve('AU|A|0|0|99999|0')).Items[0].Error).toBe('1001');
  });

  it('runs out of credit for one reserved text, so a client can try its failure path', async () => {
    const { Items } = await find('Text=Loqate%20out%20of%20credit&Countries=AU');
    expect(Items).toEqual([
      {
        Error: '3',
        Description: 'Account out of credit',
        Cause: 'Your account is either out of credit or has insufficient credit to service this request.',
        Resolution: 'Please check your account balance and top it up if necessary.',
      },
    ]);
    expect((await find('Text=Loqate%20out&Countries=AU')).Items.every((item: Json) => !item.Error)).toBe(true);
  });

  it('answers no items for text that matches no address', async () => {
    expect((await find('Text=Zzyzx%20Qqq&Countries=AU')).Items).toEqual([]);
  });
});
