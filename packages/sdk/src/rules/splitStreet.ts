/** A street line split into the parts commercetools stores separately. */
export interface StreetParts {
  streetNumber: string;
  streetName: string;
}

/**
 * Splits a street line: the first word is the street number, the rest the street name (spec A5).
 * Surrounding spaces are dropped and runs of spaces inside the name become one.
 *
 * @example
 * ```ts
 * splitStreet('12 Smith  Street'); // { streetNumber: '12', streetName: 'Smith Street' }
 * splitStreet('Smith');            // { streetNumber: 'Smith', streetName: '' }
 * splitStreet('  ');               // { streetNumber: '', streetName: '' }
 * ```
 */
export function splitStreet(text: string): StreetParts {
  const [streetNumber = '', ...rest] = text.trim().split(/\s+/);
  return { streetNumber, streetName: rest.join(' ') };
}
