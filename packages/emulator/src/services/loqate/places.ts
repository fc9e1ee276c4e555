import { auLocalities } from '../../reference/auPostcodes';

/** A locality addresses are generated in: an AU suburb or an NZ city. */
export interface Place {
  country: 'AU' | 'NZ';
  locality: string;
  /** AU state code, or the NZ region. */
  region: string;
  postcode: string;
  /** Takes street deliveries (false for AU post-office-box-only postcodes). */
  streets: boolean;
}

const NZ: Place[] = [
  ['Auckland Central', 'Auckland', '1010'],
  ['Ponsonby', 'Auckland', '1011'],
  ['Wellington Central', 'Wellington', '6011'],
  ['Christchurch Central', 'Canterbury', '8011'],
  ['Hamilton Central', 'Waikato', '3204'],
  ['Tauranga', 'Bay of Plenty', '3110'],
  ['Dunedin Central', 'Otago', '9016'],
  ['Palmerston North', 'Manawatu-Whanganui', '4410'],
  ['Napier South', "Hawke's Bay", '4110'],
  ['Nelson', 'Nelson', '7010'],
  ['Rotorua', 'Bay of Plenty', '3010'],
  ['New Plymouth', 'Taranaki', '4310'],
  ['Whangarei', 'Northland', '0110'],
  ['Invercargill', 'Southland', '9810'],
  ['Queenstown', 'Otago', '9300'],
].map(([locality, region, postcode]) => ({
  country: 'NZ' as const,
  locality: locality as string,
  region: region as string,
  postcode: postcode as string,
  streets: true,
}));

const titleCase = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());

let cache: Place[] | undefined;

/** Every AU locality of the reference data (de-duplicated, title-cased), then the smaller NZ set. */
export function places(): Place[] {
  if (!cache) {
    const seen = new Set<string>();
    const au: Place[] = [];
    for (const locality of auLocalities()) {
      const key = `${locality.locality}|${locality.postcode}`.toUpperCase();
      if (seen.has(key) || !/^\d{4}$/.test(locality.postcode)) continue;
      seen.add(key);
      au.push({
        country: 'AU',
        locality: titleCase(locality.locality),
        region: locality.state,
        postcode: locality.postcode,
        streets: locality.type !== 'Post Office Boxes' && locality.type !== 'LVR',
      });
    }
    cache = [...au, ...NZ];
  }
  return cache;
}

export const STATE_NAMES: Record<string, string> = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
};
