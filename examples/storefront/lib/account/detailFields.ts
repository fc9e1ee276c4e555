import type { Customer } from '@bookshop/sdk';
import { birthdaySchema, emailSchema, genderSchema, nameSchema, phoneSchema } from '@bookshop/sdk/rules';
import * as z from 'zod/mini';

// The account details rows that have an editor of their own here. Delivery Address is edited in the address book
// (its own routes); ABN is never editable (spec A6).

/** A row whose value the details route writes. */
export type DetailField = 'name' | 'phone' | 'email' | 'birthday' | 'gender';

/** Each row's values, as its form holds them and the route receives them (stored text, '' when not set). */
export interface DetailValues {
  name: { title: string; firstName: string; lastName: string };
  phone: { phone: string };
  email: { email: string };
  birthday: { dateOfBirth: string };
  gender: { gender: string };
}

/**
 * One row's change as the route receives it: the field, its new values, and the values the editor opened with
 * (`previous`), which tell the route whether another window changed the same row in the meantime.
 */
export type DetailUpdate = {
  [F in DetailField]: { field: F; previous?: Record<string, string> } & DetailValues[F];
}[DetailField];

/** The custom fields the rows show, stored by commercetools as JSON values. */
const customText = (customer: Customer, name: string): string => {
  const value = customer.custom?.customFieldsRaw?.find((field) => field.name === name)?.value;
  return typeof value === 'string' ? value : '';
};

/** The values a customer's rows hold now: what each editor opens with. */
export function detailValues(customer: Customer): DetailValues {
  return {
    name: { title: customer.title ?? '', firstName: customer.firstName ?? '', lastName: customer.lastName ?? '' },
    phone: { phone: customText(customer, 'phone') },
    email: { email: customer.email },
    birthday: { dateOfBirth: customer.dateOfBirth ?? '' },
    gender: { gender: customText(customer, 'gender') },
  };
}

/** The ABN row's value (business customers). */
export const customerAbn = (customer: Customer) => customText(customer, 'ABN');

/**
 * Each row's form schema, the same the route checks (spec A5): the SDK's schemas with their exact messages. The
 * birthday's latest date depends on today, so the schemas are made for a given `now`.
 */
export function detailSchemas(now: Date) {
  return {
    name: nameSchema,
    phone: z.object({ phone: phoneSchema }),
    email: z.object({ email: emailSchema }),
    birthday: z.object({ dateOfBirth: birthdaySchema(now) }),
    gender: z.object({ gender: genderSchema }),
  };
}

const previous = z.optional(z.record(z.string(), z.string()));

/** What the details route accepts: one row's change, discriminated by `field`, each checked with the row's schema. */
export function detailUpdateSchema(now: Date) {
  const schemas = detailSchemas(now);
  const row = <F extends DetailField>(field: F) =>
    z.extend(schemas[field] as z.ZodMiniObject, { field: z.literal(field), previous });
  return z.discriminatedUnion('field', [row('name'), row('phone'), row('email'), row('birthday'), row('gender')], {
    error: 'Choose a detail to change: name, phone, email, birthday or gender',
  }) as unknown as z.ZodMiniType<DetailUpdate>;
}

/** The values an update sets, without its field and previous values. */
export function updateValues(update: DetailUpdate): Record<string, string> {
  const { field: _field, previous: _previous, ...values } = update;
  return values as Record<string, string>;
}

const same = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

/**
 * The row's values stored now when another window changed them after this editor opened (they differ from the
 * `previous` values the editor started from, and from what this save sets); otherwise `undefined`. The save still
 * goes ahead, the later one wins, and the shopper is told what it replaced.
 */
export function changedElsewhere(customer: Customer, update: DetailUpdate): Record<string, string> | undefined {
  if (!update.previous) return undefined;
  const stored = detailValues(customer)[update.field] as unknown as Record<string, string>;
  return same(stored, update.previous) || same(stored, updateValues(update)) ? undefined : stored;
}

/** Sets one custom field's value in a customer's copy (as commercetools would store it). */
function withCustom(customer: Customer, name: string, value: string): Customer {
  const fields = (customer.custom?.customFieldsRaw ?? []).filter((field) => field.name !== name);
  return { ...customer, custom: { ...customer.custom, customFieldsRaw: [...fields, { name, value }] } };
}

/** The customer as the update will leave it: what the panel shows at once, while the save is on its way. */
export function withDetail(customer: Customer, update: DetailUpdate): Customer {
  switch (update.field) {
    case 'name':
      return { ...customer, title: update.title, firstName: update.firstName, lastName: update.lastName };
    case 'email':
      return { ...customer, email: update.email };
    case 'birthday':
      return { ...customer, dateOfBirth: update.dateOfBirth };
    case 'phone':
      return withCustom(customer, 'phone', update.phone);
    case 'gender':
      return withCustom(customer, 'gender', update.gender);
  }
}
