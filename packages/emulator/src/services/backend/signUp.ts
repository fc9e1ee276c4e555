import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ReplyError, type Router } from '../../http/router';
import { CUSTOMER_CUSTOM_TYPE } from '../../seed/accountProfiles';
import { hashPassword } from '../../seed/passwords';
import { anonymousCartId, signInTokens } from './customerTokens';
import type { BackendDeps } from './deps';
import { email, newPassword } from './passwordRules';
import { readBody } from './request';

const name = z
  .string({ error: 'Required' })
  .trim()
  .min(2, 'Too Short!')
  .max(100, 'Names are limited to 100 characters.');
const signUp = z.object({
  email,
  password: newPassword,
  title: z.string().trim().max(20).nullish(),
  firstName: name,
  lastName: name,
  dateOfBirth: z.iso.date().nullish(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{10,12}$/, 'Phone number is invalid')
    .nullish(),
  gender: z.enum(['Male', 'Female']).nullish(),
  anonymousCartId,
});

/**
 * `POST auth/customers/sign-up`: creates a customer with a new member number (and its Yotpo record), signs them
 * in and answers 201 `{ customerId, customerNumber, …tokens }`; an email already in use answers 409 `{ error }`.
 */
export function registerSignUpRoutes(router: Router, { db, projectKey, log }: BackendDeps): void {
  router.post('/auth/customers/sign-up', async (context) => {
    const input = readBody(context, signUp);
    const passwordHash = await hashPassword(input.password);
    const result = await db.transaction(async (tx) => {
      const { rows: taken } = await tx.query('SELECT 1 FROM customers WHERE lower(email) = lower($1)', [input.email]);
      if (taken.length) throw new ReplyError(409, 'An account with this email already exists.');
      const id = randomUUID();
      const { rows } = await tx.query<{ number: string }>("SELECT nextval('customer_numbers')::text AS number");
      const customerNumber = (rows[0] as { number: string }).number;
      const custom: Record<string, unknown> = { printed_catalogs: false };
      if (input.phone) custom.phone = input.phone;
      if (input.gender) custom.gender = input.gender;
      await tx.query(
        `INSERT INTO customers (id, email, password_hash, customer_number, first_name, last_name, title, created_at,
           external_id, date_of_birth, custom_type_key, custom_fields)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now(), $8, $9, $10, $11)`,
        [
          id,
          input.email,
          passwordHash,
          customerNumber,
          input.firstName,
          input.lastName,
          input.title ?? null,
          `NS-${customerNumber}`,
          input.dateOfBirth ?? null,
          CUSTOMER_CUSTOM_TYPE.key,
          JSON.stringify(custom),
        ],
      );
      await tx.query('INSERT INTO yotpo_customers (id, email, first_name, last_name) VALUES ($1, $2, $3, $4)', [
        `NS-${customerNumber}`,
        input.email,
        input.firstName,
        input.lastName,
      ]);
      const tokens = await signInTokens(tx, { id, email: input.email }, projectKey, input.anonymousCartId);
      return { customerId: id, customerNumber, ...tokens };
    });
    log(`sign-up: ${input.email} is member ${result.customerNumber}`);
    return { status: 201, json: result };
  });
}
