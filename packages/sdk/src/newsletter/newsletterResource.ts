import type { BookshopConfig } from '../config';
import { BookshopError, HttpError, ValidationError } from '../errors';
import * as z from '../transport/guard';
import type { Http, RequestOptions } from '../transport/http';
import { parseWire, requireService, withHeaders } from '../transport/wire';
import { NEWSLETTER_NAME_MAX_LENGTH } from '../validation/fieldLimits';
import { checkNewsletterEmail } from './newsletterEmail';
import { wsseHeader } from './wsse';

// What `subscribe` answers when the service gives no words of its own (spec C8), and for a name too long to send;
// apps tell an answer from a success with `isSubscribeError`, not by these texts.
export const NEWSLETTER_FAILED_MESSAGE = 'Failed to subscribe, please try again.';
export const NEWSLETTER_NAME_TOO_LONG_MESSAGE = `Names are limited to ${NEWSLETTER_NAME_MAX_LENGTH} characters.`;

/** Emarsys system field ids: first name, last name, email (the key field), opt-in. */
const FIELD = { firstName: '1', lastName: '2', email: '3', optIn: '31' } as const;

/** A newsletter contact (spec C3). */
export interface NewsletterContact {
  firstname: string;
  lastname: string;
  email: string;
}

/**
 * What a sign-up came to: `'subscribed'`, `'already-subscribed'`, or the error text to show. Expected outcomes are
 * data; only transport failures throw.
 */
export type SubscribeResult = 'subscribed' | 'already-subscribed' | (string & {});

/**
 * Whether a sign-up outcome is an error text rather than `'subscribed'` or `'already-subscribed'`.
 *
 * @example
 * ```ts
 * const result = await bookshop.newsletter.subscribe({ firstname: 'Ruth', lastname: 'Moab', email });
 * if (isSubscribeError(result)) toast.error(result);
 * ```
 */
export function isSubscribeError(result: SubscribeResult): boolean {
  return result !== 'subscribed' && result !== 'already-subscribed';
}

const wireCreate = z.object({
  replyCode: z.optional(z.number()),
  replyText: z.optional(z.string()),
  data: z.nullish(
    z.union([
      z.object({
        ids: z.nullish(z.array(z.union([z.string(), z.number()]))),
        errors: z.nullish(z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())])),
      }),
      z.string(),
    ]),
  ),
});
const wireGetData = z.object({
  data: z.union([
    z.object({ result: z.optional(z.union([z.array(z.unknown()), z.literal(false), z.null()])) }),
    z.string(),
  ]),
});

/** The texts of an Emarsys `errors` entry: `{ '2009': 'Contact … already exists: 3' }` or a plain string. */
const errorTexts = (entry: unknown): string[] =>
  typeof entry === 'string'
    ? [entry]
    : entry && typeof entry === 'object'
      ? Object.values(entry).filter((text): text is string => typeof text === 'string')
      : [];

/** Newsletter sign-up and status through the marketing service (Emarsys contacts API v2). */
export interface NewsletterResource {
  /**
   * Subscribes a contact. A bad email answers 'Please enter a valid email.' and a name over
   * `NEWSLETTER_NAME_MAX_LENGTH` characters 'Names are limited to 100 characters.', both without a request; new ids mean
   * `'subscribed'`; an 'already exist' error for the email means `'already-subscribed'`; any other error text comes
   * back as it is (spec C7).
   *
   * @example
   * ```ts
   * const result = await bookshop.newsletter.subscribe({ firstname: 'Ruth', lastname: 'Moab', email: 'ruth@example.com' });
   * if (isSubscribeError(result)) toast.error(result);
   * ```
   */
  subscribe(contact: NewsletterContact, options?: RequestOptions): Promise<SubscribeResult>;
  /**
   * Whether the email is a known contact (contact lookup: a non-empty `data.result`).
   *
   * @example
   * ```ts
   * if (await bookshop.newsletter.isSubscribed('grace@example.com')) hidePopup();
   * ```
   */
  isSubscribed(email: string, options?: RequestOptions): Promise<boolean>;
  /**
   * Whether the email's contact wants the newsletter: known and opted in (field 31 is '1'). An unknown contact, or
   * one that opted out, answers `false`.
   *
   * @example
   * ```ts
   * const subscribed = await bookshop.newsletter.optedIn(customer.email);
   * ```
   */
  optedIn(email: string, options?: RequestOptions): Promise<boolean>;
  /**
   * Opts the contact in, creating it when new (`PUT /api/v2/contact?create_if_not_exists=1`, field 31 '1'): unlike
   * {@link NewsletterResource.subscribe}, a contact that once opted out is signed up again. A bad email raises a
   * {@link ValidationError} with the shopper's message, without a request; a refusal raises a {@link BookshopError}.
   *
   * @example
   * ```ts
   * await bookshop.newsletter.optIn({ firstname: 'Ruth', lastname: 'Moab', email: 'ruth@example.com' });
   * ```
   */
  optIn(contact: NewsletterContact, options?: RequestOptions): Promise<void>;
  /**
   * Opts the contact out (`PUT /api/v2/contact`, field 31 '2'); the contact stays, so its history does. An email the
   * service does not know has nothing to opt out of and resolves quietly.
   *
   * @example
   * ```ts
   * await bookshop.newsletter.unsubscribe({ email: 'ruth@example.com' });
   * ```
   */
  unsubscribe(input: { email: string }, options?: RequestOptions): Promise<void>;
}

/** Emarsys' answer to an update when no contact has the email: the opt-out has nothing to do. */
const NO_SUCH_CONTACT = '2008';

export function createNewsletterResource(config: BookshopConfig, http: Http): NewsletterResource {
  const post = async (path: string, body: unknown, options: RequestOptions, method: 'POST' | 'PUT' = 'POST') => {
    const emarsys = requireService(config.emarsys, 'emarsys', 'BOOKSHOP_EMARSYS_URL');
    const headers: Record<string, string> =
      emarsys.username && emarsys.secret
        ? { 'x-wsse': await wsseHeader(emarsys.username, emarsys.secret, new Date(config.now())) }
        : {};
    return http(`${emarsys.baseUrl}${path}`, { ...withHeaders(options, headers), method, body });
  };
  /** Sets the opt-in field of one contact; answers the service's error codes for that email (none on success). */
  const setOptIn = async (contact: Record<string, string>, create: boolean, options: RequestOptions) => {
    const email = contact[FIELD.email] as string;
    const path = create ? '/api/v2/contact?create_if_not_exists=1' : '/api/v2/contact';
    const body = await post(path, { key_id: FIELD.email, contacts: [contact] }, options, 'PUT');
    const wire = parseWire(wireCreate, body, 'Emarsys');
    const data = typeof wire.data === 'object' && wire.data ? wire.data : {};
    const errors = data.errors && !Array.isArray(data.errors) ? data.errors : {};
    const key = Object.keys(errors).find((candidate) => candidate.toLowerCase() === email.toLowerCase());
    const entry = key === undefined ? undefined : errors[key];
    return {
      codes: entry && typeof entry === 'object' ? Object.keys(entry) : [],
      texts: errorTexts(entry),
    };
  };
  const checkedEmail = (email: string, method: string) => {
    const checked = checkNewsletterEmail(email);
    if ('email' in checked) return checked.email;
    const message = checked.message || 'Please enter a valid email.';
    throw new ValidationError(`newsletter.${method}: ${message}`, [{ path: ['email'], message }]);
  };
  return {
    async subscribe({ firstname, lastname, email }, options = {}) {
      const checked = checkNewsletterEmail(email);
      if ('message' in checked) return checked.message || NEWSLETTER_FAILED_MESSAGE;
      const names = [firstname.trim(), lastname.trim()];
      if (names.some((name) => name.length > NEWSLETTER_NAME_MAX_LENGTH)) {
        return NEWSLETTER_NAME_TOO_LONG_MESSAGE;
      }
      let body: unknown;
      try {
        body = await post(
          '/api/v2/contact',
          {
            key_id: FIELD.email,
            contacts: [
              {
                [FIELD.firstName]: names[0],
                [FIELD.lastName]: names[1],
                [FIELD.email]: checked.email,
                [FIELD.optIn]: '1',
              },
            ],
          },
          options,
        );
      } catch (error) {
        // A refused request (bad field, bad value) is an answer for the shopper; auth and outages stay errors.
        const answer =
          error instanceof HttpError && error.status === 400 ? (error.body as { replyText?: unknown }) : null;
        if (typeof answer?.replyText === 'string') return answer.replyText || NEWSLETTER_FAILED_MESSAGE;
        throw error;
      }
      const wire = parseWire(wireCreate, body, 'Emarsys');
      const data = typeof wire.data === 'object' && wire.data ? wire.data : {};
      if (data.ids?.length) return 'subscribed';
      const errors = data.errors && !Array.isArray(data.errors) ? data.errors : {};
      const key = Object.keys(errors).find((candidate) => candidate.toLowerCase() === checked.email.toLowerCase());
      const texts = errorTexts(key === undefined ? Object.values(errors)[0] : errors[key]);
      if (texts.some((text) => text.includes('already exist'))) return 'already-subscribed';
      return texts[0] || NEWSLETTER_FAILED_MESSAGE;
    },
    async isSubscribed(email, options = {}) {
      const body = await post(
        '/api/v2/contact/getdata',
        { keyId: FIELD.email, keyValues: [email.trim()], fields: [FIELD.email] },
        options,
      );
      const wire = parseWire(wireGetData, body, 'Emarsys');
      return typeof wire.data === 'object' && Array.isArray(wire.data.result) && wire.data.result.length > 0;
    },
    async optedIn(email, options = {}) {
      const body = await post(
        '/api/v2/contact/getdata',
        { keyId: FIELD.email, keyValues: [email.trim()], fields: [FIELD.email, FIELD.optIn] },
        options,
      );
      const wire = parseWire(wireGetData, body, 'Emarsys');
      const result = typeof wire.data === 'object' && Array.isArray(wire.data.result) ? wire.data.result : [];
      return result.some((contact) => (contact as Record<string, unknown> | null)?.[FIELD.optIn] === '1');
    },
    async optIn({ firstname, lastname, email }, options = {}) {
      const contact = {
        [FIELD.firstName]: firstname.trim().slice(0, NEWSLETTER_NAME_MAX_LENGTH),
        [FIELD.lastName]: lastname.trim().slice(0, NEWSLETTER_NAME_MAX_LENGTH),
        [FIELD.email]: checkedEmail(email, 'optIn'),
        [FIELD.optIn]: '1',
      };
      const { texts } = await setOptIn(contact, true, options);
      if (texts.length) throw new BookshopError(texts[0] || NEWSLETTER_FAILED_MESSAGE);
    },
    async unsubscribe({ email }, options = {}) {
      const contact = { [FIELD.email]: checkedEmail(email, 'unsubscribe'), [FIELD.optIn]: '2' };
      const { codes, texts } = await setOptIn(contact, false, options);
      if (codes.length && !codes.includes(NO_SUCH_CONTACT))
        throw new BookshopError(texts[0] || 'Could not unsubscribe');
    },
  };
}
