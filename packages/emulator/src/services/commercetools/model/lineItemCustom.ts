import { CommercetoolsError, invalidInput } from '../errors';

/**
 * The project's custom types for line items (`resourceTypeIds: ["line-item"]`), field name → type. A gift card's
 * recipient travels on its basket line, and so on to the order.
 */
export const LINE_ITEM_CUSTOM_TYPES: Readonly<Record<string, Readonly<Record<string, 'String'>>>> = {
  'gift-card-recipient': { recipientName: 'String', recipientEmail: 'String', giftMessage: 'String' },
};

/** A line item's custom fields as stored: the type's key and the values by field name. */
export interface LineItemCustom {
  typeKey: string;
  fields: Record<string, string>;
}

const MAX_TEXT = 2000;
type Json = Record<string, unknown>;

function typeKeyOf(draft: Json): string {
  // GraphQL's `CustomFieldsDraft` names the type by `typeKey`, `typeId` or `type`; REST by `type: { key | id }`.
  const type = (draft.type ?? null) as { key?: unknown; id?: unknown } | null;
  const key = draft.typeKey ?? type?.key;
  const id = draft.typeId ?? type?.id;
  const found =
    typeof key === 'string'
      ? key
      : typeof id === 'string' && id.startsWith('type-')
        ? id.slice('type-'.length)
        : undefined;
  if (!found || !Object.hasOwn(LINE_ITEM_CUSTOM_TYPES, found)) {
    throw new CommercetoolsError(
      'ReferencedResourceNotFound',
      `The referenced type '${String(key ?? id ?? '')}' was not found.`,
      { typeId: 'type' },
    );
  }
  return found;
}

/** The values a draft sends: GraphQL a list of `{ name, value }` with the value as escaped JSON, REST an object. */
function valuesOf(draft: Json): [string, unknown][] {
  const fields = draft.fields ?? [];
  if (Array.isArray(fields)) {
    return fields.map((field: { name?: unknown; value?: unknown }) => {
      if (typeof field?.name !== 'string') throw invalidInput('A custom field needs its name.');
      try {
        return [field.name, JSON.parse(String(field.value))];
      } catch {
        throw invalidInput(`The value of the custom field '${field.name}' is not valid JSON.`);
      }
    });
  }
  if (typeof fields === 'object' && fields) return Object.entries(fields as Json);
  throw invalidInput("'fields' must be a list of fields or an object.");
}

/**
 * A line item draft's `custom` (GraphQL `CustomFieldsDraft` or REST `CustomFieldsDraft`), checked against the type's
 * field definitions as commercetools does: an unknown type is not found, an unknown field or a value of the wrong type
 * is invalid input. `null` without custom fields.
 */
export function readLineItemCustom(custom: unknown): LineItemCustom | null {
  if (custom == null) return null;
  if (typeof custom !== 'object' || Array.isArray(custom)) throw invalidInput("'custom' must be an object.");
  const typeKey = typeKeyOf(custom as Json);
  const definitions = LINE_ITEM_CUSTOM_TYPES[typeKey] ?? {};
  const fields: Record<string, string> = {};
  for (const [name, value] of valuesOf(custom as Json)) {
    if (!Object.hasOwn(definitions, name)) {
      throw invalidInput(`The field '${name}' does not exist in the type '${typeKey}'.`);
    }
    if (value == null) continue;
    if (typeof value !== 'string' || value.length > MAX_TEXT) {
      throw invalidInput(`The value of the field '${name}' must be text of at most ${MAX_TEXT} characters.`);
    }
    fields[name] = value;
  }
  return { typeKey, fields };
}

/** Whether two lines carry the same custom fields (lines of one product merge only then, as in commercetools). */
export function sameCustom(a: LineItemCustom | null | undefined, b: LineItemCustom | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  if (a.typeKey !== b.typeKey) return false;
  const keys = new Set([...Object.keys(a.fields), ...Object.keys(b.fields)]);
  return [...keys].every((key) => a.fields[key] === b.fields[key]);
}

/** A stored line's custom fields as a REST draft (`{ type: { key }, fields }`), to add it to another cart. */
export const customDraft = (custom: LineItemCustom | null | undefined) =>
  custom ? { type: { typeId: 'type', key: custom.typeKey }, fields: { ...custom.fields } } : undefined;
