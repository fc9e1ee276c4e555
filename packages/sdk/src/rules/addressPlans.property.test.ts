// Property tests of the four address planners together: any sequence of add / edit / delete / set-default
// plans, applied to any consistent customer the way commercetools applies them, keeps the address book sound.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AddressInput } from '../generated/graphql';
import type { AddressType } from './addressBook';
import { planAddressAdd } from './planAddressAdd';
import { planAddressDelete } from './planAddressDelete';
import { planAddressEdit } from './planAddressEdit';
import { planSetDefaultAddress } from './planSetDefaultAddress';
import {
  addressBookProblems,
  applyCustomerActions,
  customField,
  type TestCustomer,
} from './testing/applyCustomerActions';

const typeArb = fc.constantFrom<AddressType>('shipping', 'billing');
const addressArb: fc.Arbitrary<AddressInput> = fc.record({
  streetNumber: fc.stringMatching(/^[0-9]{1,4}$/),
  streetName: fc.constantFrom('Main St', 'High St', 'Old Coach Rd'),
  city: fc.constantFrom('Perth', 'Hobart', 'Auckland'),
  postalCode: fc.stringMatching(/^[0-9]{4}$/),
  country: fc.constantFrom('AU', 'NZ'),
});

/** Consistent customers: links and defaults point at existing addresses; a default may be missing. */
const customerArb: fc.Arbitrary<TestCustomer> = fc
  .array(fc.record({ idStyle: fc.boolean(), key: fc.option(fc.integer({ min: 1, max: 8 })) }), { maxLength: 5 })
  .chain((specs) => {
    const seen = new Set<string>();
    const addresses = specs.map(({ idStyle, key }, i) => {
      const keyText = key === null ? null : `address-${key}`;
      const unique = keyText !== null && !seen.has(keyText) ? keyText : null;
      if (unique) seen.add(unique);
      return { id: idStyle ? `a${i}` : `address-${i + 2}`, key: unique, country: 'AU' };
    });
    const ids = addresses.map((address) => address.id);
    return fc.record({ shipping: fc.subarray(ids), billing: fc.subarray(ids) }).chain(({ shipping, billing }) =>
      fc.record({
        addresses: fc.constant(addresses),
        shippingAddressIds: fc.constant(shipping),
        billingAddressIds: fc.constant(billing),
        defaultShippingAddressId: shipping.length ? fc.option(fc.constantFrom(...shipping)) : fc.constant(null),
        defaultBillingAddressId: billing.length ? fc.option(fc.constantFrom(...billing)) : fc.constant(null),
      }),
    );
  });

type Command =
  | { kind: 'add'; address: AddressInput; type: AddressType; sameAsOther: boolean }
  | { kind: 'edit'; pick: number; address: AddressInput }
  | { kind: 'delete'; pick: number }
  | { kind: 'setDefault'; pick: number; type: AddressType };

const pick = fc.nat({ max: 20 });
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), address: addressArb, type: typeArb, sameAsOther: fc.boolean() }),
  fc.record({ kind: fc.constant('edit' as const), pick, address: addressArb }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
  fc.record({ kind: fc.constant('setDefault' as const), pick, type: typeArb }),
);

/** An existing address id, or (one time in len + 1) one the customer does not have. */
function pickId(customer: TestCustomer, n: number): string {
  return customer.addresses[n % (customer.addresses.length + 1)]?.id ?? 'missing';
}

function defaultOf(customer: TestCustomer, type: AddressType) {
  return type === 'shipping' ? customer.defaultShippingAddressId : customer.defaultBillingAddressId;
}
function listOf(customer: TestCustomer, type: AddressType) {
  return type === 'shipping' ? customer.shippingAddressIds : customer.billingAddressIds;
}

/** Runs one command: plans, applies, and checks what that planner promises. */
function step(before: TestCustomer, command: Command): TestCustomer {
  switch (command.kind) {
    case 'add': {
      const actions = planAddressAdd(before, command);
      const after = applyCustomerActions(before, actions);
      const copies = command.sameAsOther || before.addresses.length === 0 ? 2 : 1;
      expect(after.addresses).toHaveLength(before.addresses.length + copies);
      const added = after.addresses.slice(before.addresses.length);
      const [first] = added;
      expect(listOf(after, command.type)).toContain(first?.id);
      if (defaultOf(before, command.type) == null) expect(defaultOf(after, command.type)).toBe(first?.id);
      for (const address of added) expect(address).toMatchObject(command.address);
      expect(addressBookProblems(after, { requireDefaults: true })).toEqual([]);
      return after;
    }
    case 'edit': {
      const id = pickId(before, command.pick);
      const actions = planAddressEdit(before, { id, address: command.address });
      const after = applyCustomerActions(before, actions);
      if (actions.length === 0) {
        expect(before.addresses.some((address) => address.id === id)).toBe(false);
        return after;
      }
      const edited = after.addresses.find((address) => address.id === id);
      expect(edited).toMatchObject(command.address);
      expect(edited?.key ?? null).toBe(before.addresses.find((address) => address.id === id)?.key ?? null);
      expect(addressBookProblems(after, { requireDefaults: true })).toEqual([]);
      return after;
    }
    case 'delete': {
      const id = pickId(before, command.pick);
      const actions = planAddressDelete(before, { id });
      const after = applyCustomerActions(before, actions);
      if (actions.length === 0) return after;
      expect(after.addresses.map((address) => address.id)).not.toContain(id);
      if (after.defaultShippingAddressId == null) expect(customField(after, 'printed_catalogs')).toBe(false);
      expect(addressBookProblems(after, { requireDefaults: true })).toEqual([]);
      return after;
    }
    case 'setDefault': {
      const id = pickId(before, command.pick);
      const actions = planSetDefaultAddress(before, { id, type: command.type });
      const after = applyCustomerActions(before, actions);
      if (id !== 'missing') expect(defaultOf(after, command.type)).toBe(id);
      if (actions.length > 0) expect(addressBookProblems(after, { requireDefaults: true })).toEqual([]);
      return after;
    }
  }
}

describe('address planners (properties)', () => {
  it('the generated customers are consistent', () => {
    fc.assert(
      fc.property(customerArb, (customer) => {
        expect(addressBookProblems(customer)).toEqual([]);
      }),
    );
  });

  it('any sequence of plans keeps links and defaults pointing at existing addresses', () => {
    fc.assert(
      fc.property(customerArb, fc.array(commandArb, { minLength: 1, maxLength: 8 }), (customer, commands) => {
        let current = customer;
        for (const command of commands) {
          current = step(current, command);
          expect(addressBookProblems(current)).toEqual([]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a plan is one request: new addresses are only referred to by the keys it gives them', () => {
    fc.assert(
      fc.property(customerArb, addressArb, typeArb, fc.boolean(), (customer, address, type, sameAsOther) => {
        const actions = planAddressAdd(customer, { address, type, sameAsOther });
        const keys = actions.flatMap((action) =>
          action.addAddress?.address.key ? [action.addAddress.address.key] : [],
        );
        const existing = customer.addresses.flatMap((stored) => [stored.id, stored.key]);
        for (const key of keys) expect(existing).not.toContain(key);
        expect(planAddressAdd(customer, { address, type, sameAsOther })).toEqual(actions);
      }),
    );
  });
});
