import { z } from 'zod';

/** Emarsys system field ids the shop uses: first name, last name, email, opt-in. */
export const FIELD = { firstName: '1', lastName: '2', email: '3', optIn: '31' } as const;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,}$/;

/** How long a text field's value may be, as in Emarsys' own contact fields. */
export const FIELD_MAX_LENGTH = 255;

/** One contact as the API sends it: field ids as keys, text values. */
export const contactSchema = z.record(z.string(), z.union([z.string().max(FIELD_MAX_LENGTH), z.number(), z.null()]));

/** A stored contact as Emarsys answers it in `getdata` (every requested field, values as text or null). */
export function contactJson(
  row: { id: number; email: string; first_name: string | null; last_name: string | null; opt_in: boolean },
  fields: string[],
) {
  const all: Record<string, string | null> = {
    [FIELD.firstName]: row.first_name,
    [FIELD.lastName]: row.last_name,
    [FIELD.email]: row.email,
    [FIELD.optIn]: row.opt_in ? '1' : '2',
  };
  const wanted = fields.length ? fields : Object.keys(all);
  return {
    id: String(row.id),
    uid: Buffer.from(`contact:${row.id}`).toString('base64url'),
    ...Object.fromEntries(wanted.map((field) => [field, all[field] ?? null])),
  };
}
