import type { Queryable } from '../../db/database';
import { localityOfPostcode } from '../../reference/auPostcodes';

/** A store as the back end's instore paths answer it, with coordinates from its postcode. */
export interface StoreLocation {
  id: string;
  slug: string;
  name: string;
  address: { street: string; suburb: string; state: string; postcode: string; country: string };
  phone: string;
  email: string;
  hours: { day: string; open: string | null; close: string | null }[];
  services: string[];
  latitude: number | null;
  longitude: number | null;
}

/** The stores, read from the managed content (the `store` entries) so the site and the back end agree. */
export async function storeLocations(db: Queryable): Promise<StoreLocation[]> {
  const { rows } = await db.query<{ title: string; fields: Record<string, unknown> }>(
    `SELECT title, fields FROM content_entries WHERE content_type = 'store' ORDER BY fields->>'store_id'`,
  );
  return rows.map(({ title, fields }) => {
    const address = fields.address as StoreLocation['address'];
    const place = localityOfPostcode(address.postcode);
    return {
      id: String(fields.store_id),
      slug: String(fields.slug),
      name: title,
      address,
      phone: String(fields.phone),
      email: String(fields.email),
      hours: fields.hours as StoreLocation['hours'],
      services: fields.services as string[],
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
    };
  });
}
