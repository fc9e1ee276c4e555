import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulator, startEmulator } from '../../../emulator';
import { commercetoolsTestClient } from '../testClient';

let emulator: RunningEmulator;
let ct: ReturnType<typeof commercetoolsTestClient>;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, database: 'memory', products: 300 });
  ct = commercetoolsTestClient(emulator.url);
});
afterAll(() => emulator?.stop());

const CUSTOMER = `id version email title firstName lastName companyName customerNumber createdAt externalId dateOfBirth
  addresses { id key firstName lastName building streetNumber streetName additionalStreetInfo additionalAddressInfo
    city state region postalCode country pOBox mobile }
  shippingAddressIds billingAddressIds defaultShippingAddressId defaultBillingAddressId
  customerGroup { key name } custom { customFieldsRaw { name value } }`;
const UPDATE = `mutation ($version: Long!, $actions: [MyCustomerUpdateAction!]!) {
  updateMyCustomer(version: $version, actions: $actions) { ${CUSTOMER} } }`;

const fields = (customer: { custom: { customFieldsRaw: { name: string; value: unknown }[] } }) =>
  Object.fromEntries(customer.custom.customFieldsRaw.map((field) => [field.name, field.value]));

describe('me.customer', () => {
  it('answers the account fields the storefront reads', async () => {
    const token = await ct.passwordToken('accounts@stmarks.example.org', 'Psalm23!church');
    const { status, body } = await ct.graphql(token, `{ me { customer { ${CUSTOMER} } } }`);
    expect(status).toBe(200);
    const customer = body.data?.me.customer;
    expect(customer).toMatchObject({
      id: 'cust-000002',
      version: 1,
      customerNumber: '10000002',
      createdAt: '2016-08-02T01:00:00.000Z',
      externalId: 'NS-10000002',
      dateOfBirth: '1971-02-03',
      companyName: "St Mark's Anglican Church",
      customerGroup: { key: 'b2b-church', name: 'B2B Churches' },
      defaultShippingAddressId: 'addr-stmarks-church',
      defaultBillingAddressId: 'addr-stmarks-office',
    });
    expect(customer.addresses[0]).toMatchObject({ country: 'AU', state: 'VIC', postalCode: '3350', pOBox: null });
    expect(fields(customer)).toEqual({
      gender: 'Male',
      phone: '0298765432',
      ABN: '51 824 753 556',
      printed_catalogs: false,
    });
  });

  it('an unimplemented field answers a clear GraphQL error, never a silent null', async () => {
    const token = await ct.passwordToken('grace@example.com', 'Psalm23!grace');
    const { body } = await ct.graphql(token, '{ me { customer { id custom { type { key } } } } }');
    expect(body.errors?.[0]?.message).toBe('The field CustomFieldsType.type is not implemented by the emulator');
    expect(body.errors?.[0]?.extensions?.code).toBe('NotImplemented');
    const root = await ct.graphql(token, '{ taxCategories { total } }');
    expect(root.body.errors?.[0]?.message).toBe('The field Query.taxCategories is not implemented by the emulator');
    const invalid = await ct.graphql(token, '{ me { customer { notAField } } }');
    expect(invalid.status).toBe(400);
    expect(invalid.body.data).toBeUndefined();
  });
});

describe('updateMyCustomer', () => {
  it('applies every account action the storefront sends', async () => {
    const token = await ct.passwordToken('sam.staff@example.com', 'Psalm23!staff');
    const first = await ct.graphql(token, UPDATE, {
      version: 1,
      actions: [
        { setTitle: { title: 'Dr' } },
        { setFirstName: { firstName: 'Samuel' } },
        { setLastName: { lastName: 'Nguyen-Smith' } },
        { setCompanyName: { companyName: 'Bookshop Staff' } },
        { setDateOfBirth: { dateOfBirth: '1995-11-01' } },
        { setCustomField: { name: 'gender', value: '"Male"' } },
        { setCustomField: { name: 'printed_catalogs', value: 'true' } },
        { changeEmail: { email: 'samuel@example.com' } },
        {
          addAddress: {
            address: {
              key: 'work',
              streetNumber: '1',
              streetName: 'George St',
              city: 'Brisbane',
              state: 'QLD',
              postalCode: '4000',
              country: 'AU',
            },
          },
        },
        { addShippingAddressId: { addressKey: 'work' } },
        { setDefaultBillingAddress: { addressKey: 'work' } },
      ],
    });
    expect(first.body.errors).toBeUndefined();
    const customer = first.body.data?.updateMyCustomer;
    expect(customer).toMatchObject({
      version: 2,
      title: 'Dr',
      firstName: 'Samuel',
      lastName: 'Nguyen-Smith',
      companyName: 'Bookshop Staff',
      dateOfBirth: '1995-11-01',
      email: 'samuel@example.com',
    });
    expect(fields(customer)).toMatchObject({ gender: 'Male', printed_catalogs: true });
    const work = customer.addresses.find((address: { key: string }) => address.key === 'work');
    expect(work.id).toMatch(/^[\w-]{8}$/);
    expect(customer.shippingAddressIds).toEqual(['addr-sam-home', work.id]);
    expect(customer.billingAddressIds).toEqual(['addr-sam-home', work.id]);
    expect(customer.defaultBillingAddressId).toBe(work.id);

    const second = await ct.graphql(token, UPDATE, {
      version: 2,
      actions: [
        {
          changeAddress: {
            addressId: work.id,
            address: { key: 'work', streetName: 'Ann St', city: 'Brisbane', country: 'AU' },
          },
        },
        { removeShippingAddressId: { addressId: work.id } },
        { removeBillingAddressId: { addressKey: 'work' } },
        { setDefaultShippingAddress: { addressId: 'addr-sam-home' } },
        { removeAddress: { addressId: 'addr-sam-home' } },
        { addBillingAddressId: { addressId: work.id } },
        { setCustomField: { name: 'printed_catalogs', value: null } },
      ],
    });
    expect(second.body.errors).toBeUndefined();
    const after = second.body.data?.updateMyCustomer;
    expect(after.addresses).toHaveLength(1);
    expect(after.addresses[0]).toMatchObject({ id: work.id, streetName: 'Ann St', streetNumber: null });
    expect(after).toMatchObject({
      version: 3,
      shippingAddressIds: [],
      billingAddressIds: [work.id],
      defaultShippingAddressId: null,
      defaultBillingAddressId: null,
    });
    expect(fields(after).printed_catalogs).toBeUndefined();
    // The new email signs in; the old one no longer does.
    expect(await ct.passwordToken('samuel@example.com', 'Psalm23!staff')).toBeTruthy();
  });

  it('rejects bad actions with commercetools codes and changes nothing', async () => {
    const token = await ct.passwordToken('grace@example.com', 'Psalm23!grace');
    const cases: [unknown[], string][] = [
      [[{ removeAddress: { addressId: 'nope' } }], 'InvalidOperation'],
      [[{ setCustomField: { name: 'gender', value: 'Male' } }], 'InvalidInput'],
      [[{ setCustomField: { name: 'printed_catalogs', value: '"yes"' } }], 'InvalidInput'],
      [[{ setCustomField: { name: 'favourite', value: '1' } }], 'InvalidInput'],
      [[{ setDateOfBirth: { dateOfBirth: '1990-02-30' } }], 'InvalidInput'],
      [[{ changeEmail: { email: 'accounts@stmarks.example.org' } }], 'DuplicateField'],
      [[{ changeEmail: { email: 'not-an-email' } }], 'InvalidInput'],
      [[{ addShippingAddressId: { addressId: 'addr-grace-home' } }], 'InvalidOperation'],
      [[{ setLocale: { locale: 'en-AU' } }], 'NotImplemented'],
      [[{ setFirstName: { firstName: 'A' }, setLastName: { lastName: 'B' } }], 'InvalidInput'],
      [[{ addAddress: { address: { country: 'Australia' } } }], 'InvalidInput'],
    ];
    for (const [actions, code] of cases) {
      const { body } = await ct.graphql(token, UPDATE, { version: 1, actions });
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify(actions)).toBe(code);
    }
    const inherited = await ct.graphql(token, UPDATE, {
      version: 1,
      actions: [{ setCustomField: { name: 'constructor', value: '"x"' } }],
    });
    expect(inherited.body.errors?.[0]?.message).toMatch(/^The field 'constructor' does not exist in the type '/);
    const { body } = await ct.graphql(token, '{ me { customer { version firstName } } }');
    expect(body.data?.me.customer).toEqual({ version: 1, firstName: 'Grace' });
  });

  it('20 parallel updates with the same version: exactly one wins, 19 get ConcurrentModification', async () => {
    const token = await ct.passwordToken('grace@example.com', 'Psalm23!grace');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        ct.graphql(token, UPDATE, { version: 1, actions: [{ setFirstName: { firstName: `Grace ${index}` } }] }),
      ),
    );
    const winners = answers.filter((answer) => answer.body.data?.updateMyCustomer);
    const losers = answers.filter((answer) => answer.body.errors);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers) {
      expect(loser.body.errors?.[0]?.extensions).toEqual({ code: 'ConcurrentModification', currentVersion: 2 });
      expect(loser.body.errors?.[0]?.message).toBe(
        'Object cust-000001 has a different version than expected. Expected: 1 - Actual: 2.',
      );
    }
    const retry = await ct.graphql(token, UPDATE, { version: 2, actions: [{ setFirstName: { firstName: 'Grace' } }] });
    expect(retry.body.data?.updateMyCustomer.version).toBe(3);
  });
});
