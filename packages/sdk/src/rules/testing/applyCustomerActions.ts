// Test-only: a small, strict model of how commercetools applies customer update actions to the address book,
// and the address-book invariants the planners must keep. Not exported from the package.
import type { CustomerFieldsFragment, MyCustomerUpdateAction } from '../../generated/graphql';
import type { AddressBookCustomer } from '../addressBook';

/** A customer as the planner tests use it: the address book plus the custom fields. */
export type TestCustomer = AddressBookCustomer & Partial<Pick<CustomerFieldsFragment, 'custom'>>;
type Address = TestCustomer['addresses'][number];
type Ref = { addressId?: string | null; addressKey?: string | null };

/**
 * Applies update actions to a customer the way commercetools does, throwing on anything commercetools would
 * reject (an unknown address, a duplicate key, linking an address twice) or that this model does not know.
 *
 * @example
 * ```ts
 * applyCustomerActions(customer, planAddressDelete(customer, { id: 'a1' }));
 * ```
 */
export function applyCustomerActions<C extends TestCustomer>(
  customer: C,
  actions: readonly MyCustomerUpdateAction[],
): C {
  let addresses: Address[] = customer.addresses.map((address) => ({ ...address }));
  const lists = { shipping: [...customer.shippingAddressIds], billing: [...customer.billingAddressIds] };
  const defaults = {
    shipping: customer.defaultShippingAddressId ?? null,
    billing: customer.defaultBillingAddressId ?? null,
  };
  const fields = new Map((customer.custom?.customFieldsRaw ?? []).map((field) => [field.name, field.value]));
  let generated = 0;

  const resolve = (ref: Ref): string => {
    const found = addresses.find((address) =>
      ref.addressId ? address.id === ref.addressId : Boolean(ref.addressKey) && address.key === ref.addressKey,
    );
    if (!found?.id) throw new Error(`No address for ${JSON.stringify(ref)}`);
    return found.id;
  };
  const link = (type: 'shipping' | 'billing', ref: Ref) => {
    const id = resolve(ref);
    if (lists[type].includes(id)) throw new Error(`Address ${id} is already a ${type} address`);
    lists[type].push(id);
  };
  const unlink = (type: 'shipping' | 'billing', ref: Ref) => {
    const id = resolve(ref);
    if (!lists[type].includes(id)) throw new Error(`Address ${id} is not a ${type} address`);
    lists[type] = lists[type].filter((entry) => entry !== id);
    if (defaults[type] === id) defaults[type] = null;
  };
  const makeDefault = (type: 'shipping' | 'billing', ref: Ref) => {
    const id = resolve(ref);
    if (!lists[type].includes(id)) lists[type].push(id);
    defaults[type] = id;
  };

  for (const action of actions) {
    const names = Object.entries(action)
      .filter(([, value]) => value != null)
      .map(([name]) => name);
    if (names.length !== 1) throw new Error(`An update action has exactly one field, got ${names.join(', ')}`);
    if (action.addAddress) {
      const { address } = action.addAddress;
      if (address.key && addresses.some((stored) => stored.key === address.key)) {
        throw new Error(`Duplicate address key ${address.key}`);
      }
      let id: string;
      do {
        generated += 1;
        id = `generated-${generated}`;
      } while (addresses.some((stored) => stored.id === id));
      addresses.push({ ...address, id } as Address);
    } else if (action.changeAddress) {
      const { address } = action.changeAddress;
      const id = resolve(action.changeAddress);
      addresses = addresses.map((stored) => (stored.id === id ? ({ ...address, id } as Address) : stored));
    } else if (action.removeAddress) {
      const id = resolve(action.removeAddress);
      addresses = addresses.filter((stored) => stored.id !== id);
      for (const type of ['shipping', 'billing'] as const) {
        lists[type] = lists[type].filter((entry) => entry !== id);
        if (defaults[type] === id) defaults[type] = null;
      }
    } else if (action.addShippingAddressId) link('shipping', action.addShippingAddressId);
    else if (action.addBillingAddressId) link('billing', action.addBillingAddressId);
    else if (action.removeShippingAddressId) unlink('shipping', action.removeShippingAddressId);
    else if (action.removeBillingAddressId) unlink('billing', action.removeBillingAddressId);
    else if (action.setDefaultShippingAddress) makeDefault('shipping', action.setDefaultShippingAddress);
    else if (action.setDefaultBillingAddress) makeDefault('billing', action.setDefaultBillingAddress);
    else if (action.setCustomField) {
      const { name, value } = action.setCustomField;
      if (value == null) fields.delete(name);
      else fields.set(name, JSON.parse(value));
    } else throw new Error(`Unsupported action ${names[0]}`);
  }

  return {
    ...customer,
    addresses,
    shippingAddressIds: lists.shipping,
    billingAddressIds: lists.billing,
    defaultShippingAddressId: defaults.shipping,
    defaultBillingAddressId: defaults.billing,
    custom: { customFieldsRaw: [...fields].map(([name, value]) => ({ name, value })) },
  };
}

/**
 * What is wrong with a customer's address book: links and defaults that point at missing addresses, duplicate
 * ids, keys or links, and (with `requireDefaults`) a type with linked addresses but no default.
 *
 * @example
 * ```ts
 * expect(addressBookProblems(customer, { requireDefaults: true })).toEqual([]);
 * ```
 */
export function addressBookProblems(customer: TestCustomer, { requireDefaults = false } = {}): string[] {
  const problems: string[] = [];
  const ids = customer.addresses.map((address) => address.id);
  const keys = customer.addresses.map((address) => address.key).filter(Boolean);
  if (new Set(ids).size !== ids.length) problems.push('duplicate address ids');
  if (new Set(keys).size !== keys.length) problems.push('duplicate address keys');
  for (const type of ['shipping', 'billing'] as const) {
    const list = type === 'shipping' ? customer.shippingAddressIds : customer.billingAddressIds;
    const defaultId = type === 'shipping' ? customer.defaultShippingAddressId : customer.defaultBillingAddressId;
    if (new Set(list).size !== list.length) problems.push(`duplicate ${type} links`);
    for (const id of list) if (!ids.includes(id)) problems.push(`${type} link to missing address ${id}`);
    if (defaultId != null && !list.includes(defaultId))
      problems.push(`default ${type} ${defaultId} is not a ${type} address`);
    if (requireDefaults && list.length > 0 && defaultId == null) problems.push(`no default ${type} address`);
  }
  return problems;
}

/**
 * A custom field's value, parsed.
 *
 * @example
 * ```ts
 * customField(customer, 'printed_catalogs'); // false
 * ```
 */
export function customField(customer: TestCustomer, name: string): unknown {
  return customer.custom?.customFieldsRaw?.find((field) => field.name === name)?.value;
}
