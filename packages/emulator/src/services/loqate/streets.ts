import type { Place } from './places';

const NAMES = [
  'Church',
  'Grace',
  'Victoria',
  'King',
  'Queen',
  'George',
  'Elizabeth',
  'High',
  'Station',
  'Park',
  'Hill',
  'Bridge',
  'Mill',
  'Railway',
  'Beach',
  'Ocean',
  'River',
  'Wattle',
  'Banksia',
  'Acacia',
  'Jacaranda',
  'Waratah',
  'Banks',
  'Cook',
  'Flinders',
  'Macquarie',
  'Hume',
  'Murray',
  'Lachlan',
  'Bligh',
  'Darling',
  'Hunter',
  'Kent',
  'York',
  'Pitt',
  'Albert',
  'Edward',
  'Marion',
  'Florence',
  'Boronia',
  'Hope',
  'Chapel',
  'Abbey',
  'Bethany',
  'Carmel',
  'Emmaus',
  'Gilead',
];
const TYPES = ['Street', 'Road', 'Avenue', 'Crescent', 'Parade', 'Lane', 'Drive', 'Court', 'Place', 'Terrace'];
export const STREETS_PER_PLACE = 3;

/** A generated street of a place, with its house numbers; every fifth number of some streets is a unit block. */
export interface Street {
  name: string;
  type: string;
  count: number;
  /** Numbers that are blocks of units (1–6), rather than single addresses. */
  blockEvery: number | null;
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** The place's streets, always the same for the same place (a hash of its name and postcode). */
export function streetsOf(place: Place): Street[] {
  const seed = hash(`${place.country}|${place.locality}|${place.postcode}`);
  const used = new Set<string>();
  return Array.from({ length: STREETS_PER_PLACE }, (_, index) => {
    let nameIndex = (seed + index * 7) % NAMES.length;
    while (used.has(NAMES[nameIndex] as string)) nameIndex = (nameIndex + 1) % NAMES.length;
    const name = NAMES[nameIndex] as string;
    used.add(name);
    return {
      name,
      type: TYPES[((seed >>> 3) + index) % TYPES.length] as string,
      count: 8 + (((seed >>> 5) + index * 13) % 50),
      blockEvery: index === 1 ? 5 : null,
    };
  });
}

export const UNITS_PER_BLOCK = 6;

/** Postal delivery types: none of them is a street address, so the storefront refuses them. */
export const POSTAL_TYPES = [
  { type: 'PO Box', max: 999 },
  { type: 'Locked Bag', max: 50 },
  { type: 'Private Bag', max: 20 },
  { type: 'GPO Box', max: 999 },
] as const;
