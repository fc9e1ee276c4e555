import { type Place, places } from './places';
import { POSTAL_TYPES, type Street, streetsOf, UNITS_PER_BLOCK } from './streets';

/** One suggestion of Capture Interactive Find. */
export interface FindItem {
  Id: string;
  Type: 'Address' | 'Street' | 'Building';
  Text: string;
  Highlight: string;
  Description: string;
}

/** What Retrieve needs to describe one address. */
export interface AddressParts {
  place: Place;
  street?: Street;
  number?: number;
  unit?: number;
  postal?: { type: string; number: number };
}

interface IndexedStreet {
  placeIndex: number;
  streetIndex: number;
  street: Street;
  words: string[];
}

const MAX_CANDIDATES = 5000;
let index: IndexedStreet[] | undefined;
function streetIndex(): IndexedStreet[] {
  if (!index) {
    index = places().flatMap((place, placeIndex) =>
      place.streets
        ? streetsOf(place).map((street, streetIndex) => ({
            placeIndex,
            streetIndex,
            street,
            words: `${street.name} ${street.type} ${place.locality} ${place.region} ${place.postcode}`
              .toLowerCase()
              .split(/\s+/),
          }))
        : [],
    );
  }
  return index;
}

const describe = (place: Place) => `${place.locality} ${place.region} ${place.postcode}`;
const streetLine = (street: Street) => `${street.name} ${street.type}`;
const isBlock = (street: Street, number: number) => street.blockEvery !== null && number % street.blockEvery === 0;

/** Loqate's highlight: character ranges of the query words in the text and in the description. */
function highlight(words: string[], text: string, description: string): string {
  const ranges = (target: string) =>
    words
      .map((word) => {
        const at = target.toLowerCase().search(new RegExp(`\\b${word.replace(/[^a-z0-9]/g, '')}`));
        return at < 0 ? '' : `${at}-${at + word.length}`;
      })
      .filter(Boolean)
      .join(',');
  return `${ranges(text)};${ranges(description)}`;
}

function addressItem(
  place: Place,
  placeIndex: number,
  streetIndex: number,
  street: Street,
  number: number,
  unit: number,
  words: string[],
): FindItem {
  const text = `${unit ? `Unit ${unit}, ` : ''}${number} ${streetLine(street)}`;
  return {
    Id: `${place.country}|A|${placeIndex}|${streetIndex}|${number}|${unit}`,
    Type: 'Address',
    Text: text,
    Highlight: highlight(words, text, describe(place)),
    Description: describe(place),
  };
}

/** The addresses in a container: a street's numbers (unit blocks as sub-containers) or a block's units. */
function drillDown(container: string, words: string[], numbers: number[]): FindItem[] | undefined {
  const [country, kind, placeText, streetText, numberText] = container.split('|');
  const placeIndex = Number(placeText);
  const place = places()[placeIndex];
  const street = place?.streets ? streetsOf(place)[Number(streetText)] : undefined;
  if (!place || !street || place.country !== country) return undefined;
  const streetIndex = Number(streetText);
  if (kind === 'S') {
    const items: FindItem[] = [];
    for (let number = 1; number <= street.count; number++) {
      if (numbers.length && !String(number).startsWith(String(numbers[0]))) continue;
      if (isBlock(street, number)) {
        const text = `${number} ${streetLine(street)}`;
        items.push({
          Id: `${country}|B|${placeIndex}|${streetIndex}|${number}`,
          Type: 'Building',
          Text: text,
          Highlight: highlight(words, text, describe(place)),
          Description: `${describe(place)} - ${UNITS_PER_BLOCK} Addresses`,
        });
      } else items.push(addressItem(place, placeIndex, streetIndex, street, number, 0, words));
    }
    return items;
  }
  const number = Number(numberText);
  if (kind === 'B' && Number.isInteger(number) && number >= 1 && number <= street.count && isBlock(street, number)) {
    return Array.from({ length: UNITS_PER_BLOCK }, (_, unit) =>
      addressItem(place, placeIndex, streetIndex, street, number, unit + 1, words),
    );
  }
  return undefined;
}

const POSTAL = /^(po box|gpo box|locked bag|private bag)\s*(\d*)\s*(.*)$/;

function postalItems(text: string, countries: string[], limit: number): FindItem[] {
  const match = POSTAL.exec(text.replace(/\bp\.?\s*o\.?\s*box\b/, 'po box'));
  if (!match || !countries.includes('AU')) return [];
  const typeIndex = POSTAL_TYPES.findIndex((postal) => postal.type.toLowerCase() === match[1]);
  const postal = POSTAL_TYPES[typeIndex];
  const number = Number(match[2]);
  if (!postal || !number || number > postal.max) return [];
  const words = (match[3] ?? '').split(/[\s,]+/).filter(Boolean);
  const items: FindItem[] = [];
  places().forEach((place, placeIndex) => {
    if (items.length >= limit || place.country !== 'AU') return;
    if (postal.type === 'GPO Box' && place.streets) return;
    const haystack = `${place.locality} ${place.region} ${place.postcode}`.toLowerCase().split(/\s+/);
    if (!words.every((word) => haystack.some((candidate) => candidate.startsWith(word)))) return;
    const line = `${postal.type} ${number}`;
    items.push({
      Id: `AU|P|${placeIndex}|${typeIndex}|${number}`,
      Type: 'Address',
      Text: line,
      Highlight: highlight([match[1] as string], line, describe(place)),
      Description: describe(place),
    });
  });
  return items;
}

/**
 * Capture Interactive Find over generated addresses: streets of every AU locality (and the NZ set) match when
 * every word of the text prefixes a word of '{street} {type} {locality} {state} {postcode}'. A leading house number
 * ('12', '3/12') picks addresses; without one, streets come back as containers to drill into with `Container`.
 * Postal types (PO Box, Locked Bag, Private Bag, GPO Box) are found too. Undefined means an invalid container.
 */
export function findAddresses(
  text: string,
  container: string | undefined,
  countries: string[],
  limit: number,
): FindItem[] | undefined {
  const normalised = text.toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  const tokens = normalised.split(' ').filter(Boolean);
  if (container) {
    return drillDown(container, [], tokens.filter((token) => /^\d+$/.test(token)).map(Number))?.slice(0, limit);
  }
  if (POSTAL.test(normalised.replace(/\bp\.?\s*o\.?\s*box\b/, 'po box')))
    return postalItems(normalised, countries, limit);
  let unit = 0;
  let number: number | undefined;
  const first = tokens[0] ?? '';
  const unitAndNumber = /^(\d{1,4})\/(\d{1,5})$/.exec(first);
  if (unitAndNumber) {
    unit = Number(unitAndNumber[1]);
    number = Number(unitAndNumber[2]);
    tokens.shift();
  } else if (/^\d{1,5}[a-z]?$/.test(first) && tokens.length > 1) {
    number = Number.parseInt(first, 10);
    tokens.shift();
  }
  const words = tokens.filter(Boolean);
  if (!words.length) return [];
  const items: FindItem[] = [];
  const all = places();
  // Whole-word matches rank first (so 'Toowoomba' comes before 'East Toowoomba'), then reference-data order.
  const matches: { entry: IndexedStreet; score: number }[] = [];
  for (const entry of streetIndex()) {
    if (matches.length >= MAX_CANDIDATES) break;
    const place = all[entry.placeIndex] as Place;
    if (!countries.includes(place.country)) continue;
    if (!words.every((word) => entry.words.some((candidate) => candidate.startsWith(word)))) continue;
    const exact = words.filter((word) => entry.words.includes(word)).length;
    const leading =
      place.locality.toLowerCase().startsWith(words.join(' ')) || entry.words[0]?.startsWith(words[0] as string);
    matches.push({ entry, score: exact * 2 + (leading ? 1 : 0) });
  }
  matches.sort((a, b) => b.score - a.score);
  for (const { entry } of matches) {
    if (items.length >= limit) break;
    const place = all[entry.placeIndex] as Place;
    const { street } = entry;
    if (number === undefined) {
      const text = streetLine(street);
      items.push({
        Id: `${place.country}|S|${entry.placeIndex}|${entry.streetIndex}`,
        Type: 'Street',
        Text: text,
        Highlight: highlight(words, text, describe(place)),
        Description: `${describe(place)} - ${street.count} Addresses`,
      });
    } else if (number >= 1 && number <= street.count) {
      if (isBlock(street, number) && !unit) {
        const text = `${number} ${streetLine(street)}`;
        items.push({
          Id: `${place.country}|B|${entry.placeIndex}|${entry.streetIndex}|${number}`,
          Type: 'Building',
          Text: text,
          Highlight: highlight(words, text, describe(place)),
          Description: `${describe(place)} - ${UNITS_PER_BLOCK} Addresses`,
        });
      } else if (!unit || (isBlock(street, number) && unit <= UNITS_PER_BLOCK)) {
        items.push(addressItem(place, entry.placeIndex, entry.streetIndex, street, number, unit, words));
      }
    }
  }
  return items;
}

/** The parts of the address an `Address` Id names, or undefined for an Id that names none. */
export function addressById(id: string): AddressParts | undefined {
  const [country, kind, placeText, second, third, fourth] = id.split('|');
  const place = places()[Number(placeText)];
  if (!place || place.country !== country || !/^\d+$/.test(placeText ?? '')) return undefined;
  if (kind === 'P') {
    const postal = POSTAL_TYPES[Number(second)];
    const number = Number(third);
    if (!postal || !Number.isInteger(number) || number < 1 || number > postal.max) return undefined;
    return { place, postal: { type: postal.type, number } };
  }
  if (kind !== 'A' || !place.streets) return undefined;
  const street = streetsOf(place)[Number(second)];
  const number = Number(third);
  const unit = Number(fourth);
  if (!street || !Number.isInteger(number) || number < 1 || number > street.count) return undefined;
  if (!Number.isInteger(unit) || unit < 0 || unit > UNITS_PER_BLOCK || unit > 0 !== isBlock(street, number))
    return undefined;
  return { place, street, number, unit: unit || undefined };
}
