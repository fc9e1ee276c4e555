import { z } from 'zod';
import type { Database } from '../../db/database';
import { type Handler, ReplyError, Router } from '../../http/router';
import type { Service } from '../../http/server';
import { contactJson, contactSchema, EMAIL_PATTERN, FIELD } from './contactFields';
import { createWsseVerifier, EMARSYS_USER, type WsseFailure } from './wsse';

/** Emarsys' error answer: `{ replyCode, replyText, data: '' }` with a 4xx status. */
const emarsysError = (status: number, replyCode: number, replyText: string) =>
  new ReplyError(status, replyText, { body: { replyCode, replyText, data: '' } });

// 401 with replyCode 1 'Unauthorized' is what Emarsys answers a refused signature; a Created outside the window
// reads 'Time frame is invalid' (both as Emarsys clients report them). Which other check failed is not said, as
// Emarsys does not say it either; a reused nonce has no recorded wording, so the emulator names it.
const AUTH_TEXTS: Record<WsseFailure, string> = {
  missing: 'Unauthorized',
  malformed: 'Unauthorized',
  'unknown user': 'Unauthorized',
  'bad digest': 'Unauthorized',
  stale: 'Unauthorized Time frame is invalid',
  replayed: 'Unauthorized Nonce has already been used',
};

const createBody = z.object({
  key_id: z.union([z.string(), z.number()]).transform(String).default(FIELD.email),
  contacts: z.array(contactSchema).min(1).max(1000),
});
const getDataBody = z.object({
  keyId: z.union([z.string(), z.number()]).transform(String),
  keyValues: z.array(z.union([z.string(), z.number()]).transform(String)).max(1000),
  fields: z
    .array(z.union([z.string(), z.number()]).transform(String))
    .max(100)
    .default([]),
});

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw emarsysError(400, 2000, `Invalid request: ${issue?.path.join('.') || 'body'} ${issue?.message ?? ''}`.trim());
  }
  return parsed.data;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value).trim() || null);

/**
 * Emarsys contacts under `/emarsys`: `POST /api/v2/contact` creates contacts in the batch form (`contacts: [...]`,
 * keyed by the email field 3) answering `data.ids` and `data.errors` keyed by email ('already exists');
 * `PUT /api/v2/contact` updates them in the same form (`?create_if_not_exists=1` creates the missing ones; otherwise
 * an unknown email is an error 2008), which is how a contact opts out (field 31 '2') or back in ('1');
 * `POST /api/v2/contact/getdata` looks contacts up by email and answers `data.result` (`false` when none). Every
 * request must be signed with an `X-WSSE` UsernameToken of the API user (wsse.ts).
 */
export function emarsysService(db: Database, user: { username: string; secret: string } = EMARSYS_USER): Service {
  const verify = createWsseVerifier(user);
  const signed =
    (handler: Handler): Handler =>
    (context) => {
      const header = context.headers['x-wsse'];
      const failure = verify(Array.isArray(header) ? header[0] : header);
      if (failure) throw emarsysError(401, 1, AUTH_TEXTS[failure]);
      return handler(context);
    };
  const router = new Router()
    .post(
      '/api/v2/contact',
      signed(async ({ body }) => {
        const request = parse(createBody, body);
        if (request.key_id !== FIELD.email) throw emarsysError(400, 2005, `Invalid key field id: ${request.key_id}`);
        const ids: string[] = [];
        const errors: Record<string, Record<string, string>> = {};
        await db.transaction(async (tx) => {
          for (const contact of request.contacts) {
            const email = text(contact[FIELD.email])?.toLowerCase() ?? '';
            if (!EMAIL_PATTERN.test(email)) {
              errors[email || '(empty)'] = { '2010': 'Invalid email address' };
              continue;
            }
            const { rows } = await tx.query<{ id: number }>(
              `INSERT INTO marketing_contacts (email, first_name, last_name, opt_in) VALUES ($1, $2, $3, $4)
             ON CONFLICT (email) DO NOTHING RETURNING id`,
              [
                email,
                text(contact[FIELD.firstName]),
                text(contact[FIELD.lastName]),
                String(contact[FIELD.optIn] ?? '1') !== '2',
              ],
            );
            if (rows[0]) ids.push(String(rows[0].id));
            else errors[email] = { '2009': `Contact with the external key already exists: ${FIELD.email}` };
          }
        });
        return { json: { replyCode: 0, replyText: 'OK', data: { ids, errors } } };
      }),
    )
    .on(
      'PUT',
      '/api/v2/contact',
      signed(async ({ body, url }) => {
        const request = parse(createBody, body);
        if (request.key_id !== FIELD.email) throw emarsysError(400, 2005, `Invalid key field id: ${request.key_id}`);
        const create = url.searchParams.get('create_if_not_exists') === '1';
        const ids: string[] = [];
        const errors: Record<string, Record<string, string>> = {};
        await db.transaction(async (tx) => {
          for (const contact of request.contacts) {
            const email = text(contact[FIELD.email])?.toLowerCase() ?? '';
            if (!EMAIL_PATTERN.test(email)) {
              errors[email || '(empty)'] = { '2010': 'Invalid email address' };
              continue;
            }
            // A field left out keeps its value; opt-in '1' is true, '2' false, as Emarsys' single-choice field has it.
            const optIn = FIELD.optIn in contact ? String(contact[FIELD.optIn]) !== '2' : null;
            const values = [email, text(contact[FIELD.firstName]), text(contact[FIELD.lastName]), optIn];
            const { rows } = create
              ? await tx.query<{ id: number }>(
                  `INSERT INTO marketing_contacts (email, first_name, last_name, opt_in)
                   VALUES ($1, $2, $3, coalesce($4, true))
                   ON CONFLICT (email) DO UPDATE SET first_name = coalesce($2, marketing_contacts.first_name),
                     last_name = coalesce($3, marketing_contacts.last_name),
                     opt_in = coalesce($4, marketing_contacts.opt_in)
                   RETURNING id`,
                  values,
                )
              : await tx.query<{ id: number }>(
                  `UPDATE marketing_contacts SET first_name = coalesce($2, first_name),
                     last_name = coalesce($3, last_name), opt_in = coalesce($4, opt_in)
                   WHERE email = $1 RETURNING id`,
                  values,
                );
            if (rows[0]) ids.push(String(rows[0].id));
            else errors[email] = { '2008': `No contact found with the external id: ${FIELD.email}` };
          }
        });
        return { json: { replyCode: 0, replyText: 'OK', data: { ids, errors } } };
      }),
    )
    .post(
      '/api/v2/contact/getdata',
      signed(async ({ body }) => {
        const request = parse(getDataBody, body);
        if (request.keyId !== FIELD.email) throw emarsysError(400, 2005, `Invalid key field id: ${request.keyId}`);
        const emails = request.keyValues.map((value) => value.trim().toLowerCase());
        const { rows } = await db.query<{
          id: number;
          email: string;
          first_name: string | null;
          last_name: string | null;
          opt_in: boolean;
        }>('SELECT * FROM marketing_contacts WHERE email = ANY($1::text[]) ORDER BY id', [emails]);
        const found = new Set(rows.map((row) => row.email));
        return {
          json: {
            replyCode: 0,
            replyText: 'OK',
            data: {
              errors: request.keyValues
                .filter((_, index) => !found.has(emails[index] as string))
                .map((key) => ({
                  key,
                  errorCode: 2008,
                  errorMsg: `No contact found with the external id: ${FIELD.email}`,
                })),
              result: rows.length ? rows.map((row) => contactJson(row, request.fields)) : false,
            },
          },
        };
      }),
    );
  return {
    basePath: '/emarsys',
    router,
    error: (status, message) => ({ replyCode: status, replyText: message, data: '' }),
  };
}
