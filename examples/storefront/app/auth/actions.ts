'use server';

import type { SessionCustomer } from '@bookshop/react';
import { AuthError, emailSchema, nameSchema, PASSWORD_PATTERN } from '@bookshop/sdk';
import * as z from 'zod/mini';
import { shopperBookshop } from '@/lib/bookshop';

// Sign-in help and joining, as server actions: Next.js refuses actions posted from other origins, and the token
// the back end answers goes straight into the httpOnly session cookie through the shopper's SDK client.

export type ActionResult<T = object> = ({ ok: true } & T) | { ok: false; message: string };

const UNAVAILABLE = 'Something went wrong, please try again later.';

async function signedInCustomer(): Promise<SessionCustomer | null> {
  const customer = await (await shopperBookshop()).customer.me();
  return customer
    ? { firstName: customer.firstName ?? '', lastName: customer.lastName ?? '', email: customer.email }
    : null;
}

function checkEmail(value: unknown): string | null {
  const parsed = emailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Mails a password-reset link; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<ActionResult> {
  const valid = checkEmail(email);
  if (!valid) return { ok: false, message: 'Please enter a valid email.' };
  try {
    await (await shopperBookshop()).auth.requestPasswordReset({ email: valid });
    return { ok: true };
  } catch (error) {
    console.error('Password reset request failed', error);
    return { ok: false, message: UNAVAILABLE };
  }
}

/** Sets a new password with the token from the reset email. */
export async function resetPassword(token: string, password: string): Promise<ActionResult> {
  if (!token) return { ok: false, message: 'The reset link is invalid or has expired.' };
  try {
    return await (await shopperBookshop()).auth.resetPassword({ token, password });
  } catch (error) {
    console.error('Password reset failed', error);
    return { ok: false, message: UNAVAILABLE };
  }
}

/** Starts a passwordless sign-in: the link is mailed and this device polls with the answered id. */
export async function requestMagicLink(email: string): Promise<ActionResult<{ pollId: string }>> {
  const valid = checkEmail(email);
  if (!valid) return { ok: false, message: 'Please enter a valid email.' };
  try {
    const { pollId } = await (await shopperBookshop()).auth.requestMagicLink({ email: valid });
    return { ok: true, pollId };
  } catch (error) {
    console.error('Magic link request failed', error);
    return { ok: false, message: UNAVAILABLE };
  }
}

/** The asking device's poll: once the link is opened it signs in here and answers the customer. */
export async function pollMagicLink(
  pollId: string,
): Promise<ActionResult<{ status: 'pending' | 'expired' | 'signed-in'; customer?: SessionCustomer | null }>> {
  const bookshop = await shopperBookshop();
  try {
    const status = await bookshop.auth.pollMagicLink({ pollId });
    if (status === 'pending') return { ok: true, status };
    if (status !== 'approved') return { ok: true, status: 'expired' };
    await bookshop.auth.redeemMagicLink({ pollId });
    return { ok: true, status: 'signed-in', customer: await signedInCustomer() };
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, message: error.message };
    console.error('Magic link poll failed', error);
    return { ok: false, message: UNAVAILABLE };
  }
}

/** Opening the emailed link approves the request (the asking device then signs in). */
export async function approveMagicLink(token: string): Promise<ActionResult<{ email?: string }>> {
  try {
    const check = await (await shopperBookshop()).auth.validateMagicLink({ token });
    return check.valid ? { ok: true, email: check.email } : { ok: false, message: check.message };
  } catch (error) {
    console.error('Magic link check failed', error);
    return { ok: false, message: UNAVAILABLE };
  }
}

/** Signs in on the device that opened the link instead. */
export async function redeemMagicLink(token: string): Promise<ActionResult<{ customer: SessionCustomer | null }>> {
  const bookshop = await shopperBookshop();
  try {
    await bookshop.auth.redeemMagicLink({ token });
    return { ok: true, customer: await signedInCustomer() };
  } catch (error) {
    if (error instanceof AuthError) return { ok: false, message: error.message };
    console.error('Magic link sign-in failed', error);
    return { ok: false, message: UNAVAILABLE };
  }
}

export interface JoinInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The account service's longest first or last name. */
const NAME_MAX_LENGTH = 100;

/** The password rule (spec A5) as `PASSWORD_PATTERN` checks it: the characters it allows, and one special at least. */
const PASSWORD_RULE = 'Use at least 6 letters, digits or !@#$%^&*, with at least one of !@#$%^&*.';

/** Creates the account and signs the new customer in. Field problems come back per field. */
export async function signUp(
  raw: JoinInput,
): Promise<
  | { ok: true; customer: SessionCustomer | null }
  | { ok: false; message?: string; fields?: Partial<Record<keyof JoinInput, string>> }
> {
  // An action is a public endpoint: whatever was posted, each field is read as text.
  const posted = (raw ?? {}) as Partial<Record<keyof JoinInput, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const input: JoinInput = {
    firstName: text(posted.firstName),
    lastName: text(posted.lastName),
    email: text(posted.email),
    password: text(posted.password),
  };
  const fields: Partial<Record<keyof JoinInput, string>> = {};
  const names = z
    .pick(nameSchema, { firstName: true, lastName: true })
    .safeParse({ firstName: input.firstName, lastName: input.lastName });
  if (!names.success) {
    for (const issue of names.error.issues) fields[issue.path[0] as 'firstName' | 'lastName'] ??= issue.message;
  }
  for (const name of ['firstName', 'lastName'] as const) {
    if (input[name].trim().length > NAME_MAX_LENGTH)
      fields[name] ??= `Names are limited to ${NAME_MAX_LENGTH} characters.`;
  }
  const email = checkEmail(input.email);
  if (!email) fields.email = 'Please enter a valid email.';
  if (!input.password) fields.password = 'Required';
  else if (!PASSWORD_PATTERN.test(input.password)) fields.password = PASSWORD_RULE;
  if (Object.keys(fields).length) return { ok: false, fields };
  const bookshop = await shopperBookshop();
  try {
    const result = await bookshop.auth.signUp({
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: email as string,
      password: input.password,
    });
    if (!result.ok) {
      return result.reason === 'email-taken'
        ? { ok: false, fields: { email: result.message } }
        : { ok: false, message: result.message };
    }
    return { ok: true, customer: await signedInCustomer() };
  } catch (error) {
    console.error('Sign-up failed', error);
    return { ok: false, message: UNAVAILABLE };
  }
}
