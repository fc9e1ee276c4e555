/**
 * Australia's states and territories, by the codes addresses store (`state`) and the names a State select shows.
 *
 * @example
 * ```tsx
 * <select name="state">{AU_STATES.map(({ code, name }) => <option key={code} value={code}>{name}</option>)}</select>
 * ```
 */
export const AU_STATES = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
] as const;

/** An Australian state or territory code. */
export type AuStateCode = (typeof AU_STATES)[number]['code'];

/**
 * Whether a text is an Australian state or territory code ('QLD'), as the State select sends it.
 *
 * @example
 * ```ts
 * isAuState('QLD'); // true
 * isAuState('Otago'); // false
 * ```
 */
export function isAuState(code: string): code is AuStateCode {
  return AU_STATES.some((state) => state.code === code);
}
