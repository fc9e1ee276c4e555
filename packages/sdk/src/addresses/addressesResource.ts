import type { Customer, CustomerResource } from '../customer/customerResource';
import type { MyCustomerUpdateAction } from '../generated/graphql';
import { type AddressAddInput, planAddressAdd } from '../rules/planAddressAdd';
import { type AddressDeleteInput, planAddressDelete } from '../rules/planAddressDelete';
import { type AddressEditInput, planAddressEdit } from '../rules/planAddressEdit';
import { planSetDefaultAddress, type SetDefaultAddressInput } from '../rules/planSetDefaultAddress';
import type { RequestOptions } from '../transport/http';
import { requireObject } from '../transport/wire';

/**
 * The signed-in customer's address book. Each change is planned by the SDK's rules (linking, 'same as', defaults,
 * `printed_catalogs`) and sent as one `updateMyCustomer` request; an empty plan sends nothing.
 */
export interface AddressesResource {
  /**
   * Adds a delivery ('shipping') or billing address. With `sameAsOther` ticked, or as the customer's first address, a
   * copy is added for the other type too; a new address becomes the default of a type that has none
   * (`planAddressAdd`). Resolves to the updated customer.
   *
   * @example
   * ```ts
   * await bookshop.addresses.add(customer, { address, type: 'shipping', sameAsOther: true });
   * ```
   */
  add(customer: Customer, input: AddressAddInput, options?: RequestOptions): Promise<Customer | undefined>;
  /**
   * Replaces a stored address's fields, keeping its id and key (`planAddressEdit`). Resolves to the updated customer;
   * an address the customer does not have sends nothing.
   *
   * @example
   * ```ts
   * await bookshop.addresses.edit(customer, { id, address });
   * ```
   */
  edit(customer: Customer, input: AddressEditInput, options?: RequestOptions): Promise<Customer | undefined>;
  /**
   * Deletes a stored address and re-links each type's default to its first remaining address; with no default
   * delivery address left, `printed_catalogs` is set to false (`planAddressDelete`). Resolves to the updated customer.
   *
   * @example
   * ```ts
   * await bookshop.addresses.remove(customer, { id });
   * ```
   */
  remove(customer: Customer, input: AddressDeleteInput, options?: RequestOptions): Promise<Customer | undefined>;
  /**
   * Makes a stored address the default delivery ('shipping') or billing address, linking it to that type first when
   * it was not (`planSetDefaultAddress`). Resolves to the updated customer; an address already the default sends nothing.
   *
   * @example
   * ```ts
   * await bookshop.addresses.setDefault(customer, { id, type: 'billing' });
   * ```
   */
  setDefault(
    customer: Customer,
    input: SetDefaultAddressInput,
    options?: RequestOptions,
  ): Promise<Customer | undefined>;
}

/**
 * A key prefix of its own for each add, so that adds planned from one copy of the customer (a double click, two tabs,
 * two servers) never claim the same `address-{n}`. Not a secret: it only has to differ between adds.
 */
const uniqueKeyPrefix = () => `address-${Math.random().toString(36).slice(2, 10)}`;

export function createAddressesResource(customers: CustomerResource): AddressesResource {
  /**
   * Plans from the customer and sends; refused clearly when a caller passes the input alone. After a version conflict
   * the change is planned again from the current customer (`updatePlanned`), never re-sent: a first address's
   * delivery and billing pair, or a default, depends on the addresses the customer has by then.
   */
  const planAndSend =
    <I extends object>(method: string, planner: (customer: Customer, input: I) => MyCustomerUpdateAction[]) =>
    async (customer: Customer, input: I, options?: RequestOptions) => {
      requireObject(customer, `addresses.${method}`, 'the customer as the SDK returned it first', ['addresses']);
      requireObject(input, `addresses.${method}`, 'its input second');
      return customers.updatePlanned(customer, (current) => planner(current, input), options);
    };
  return {
    add: planAndSend('add', (customer, input: AddressAddInput) =>
      planAddressAdd(customer, { keyPrefix: uniqueKeyPrefix(), ...input }),
    ),
    edit: planAndSend('edit', planAddressEdit),
    remove: planAndSend('remove', planAddressDelete),
    setDefault: planAndSend('setDefault', planSetDefaultAddress),
  };
}
