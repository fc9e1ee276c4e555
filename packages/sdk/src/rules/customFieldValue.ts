/** A value that can be written as JSON. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * The escaped-JSON text that commercetools' `setCustomField` expects as its value.
 *
 * @example
 * ```ts
 * customFieldValue(false);    // 'false' (printed_catalogs off)
 * customFieldValue('Male');   // '"Male"'
 * // as an update action:
 * ({ setCustomField: { name: 'gender', value: customFieldValue('Male') } });
 * ```
 */
export function customFieldValue(value: JsonValue): string {
  return JSON.stringify(value);
}
