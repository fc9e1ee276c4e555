import { z } from 'zod';
import { ReplyError, type RequestContext, Router } from '../../http/router';
import type { Service } from '../../http/server';
import { addressById, findAddresses } from './addressIndex';
import { retrieveItem } from './retrieveItem';

export const LOQATE_KEY = 'emulator-loqate-key';

/**
 * Find text that answers Loqate's 'Account out of credit' error instead of suggestions: the switch that lets a
 * storefront test drive its lookup-failure path (the real service fails this way when the account runs dry).
 */
export const LOQATE_OUT_OF_CREDIT_TEXT = 'loqate out of credit';

/** A Loqate error: HTTP 200 with `Items: [{ Error, Description, Cause, Resolution }]`, as the real service answers. */
function loqateError(error: string, description: string, cause: string, resolution: string): ReplyError {
  return new ReplyError(200, description, {
    body: { Items: [{ Error: error, Description: description, Cause: cause, Resolution: resolution }] },
  });
}

/** Query (and form body) parameters, with names matched case-insensitively as Loqate does. */
function parameters(context: RequestContext): Record<string, string> {
  const all: Record<string, string> = {};
  const body = context.body && typeof context.body === 'object' ? (context.body as Record<string, unknown>) : {};
  for (const [key, value] of [...context.url.searchParams, ...Object.entries(body)]) {
    if (typeof value === 'string' || typeof value === 'number') all[key.toLowerCase()] = String(value);
  }
  if (all.key !== LOQATE_KEY) {
    throw loqateError(
      '2',
      'Unknown key',
      'The key you are using to access the service was not found.',
      'Please check that the key is correct. It should be in the form AA11-AA11-AA11-AA11.',
    );
  }
  return all;
}

const findParams = z.object({
  text: z.string().max(200).default(''),
  container: z.string().max(100).optional(),
  countries: z
    .string()
    .default('AU')
    .transform((value) =>
      value
        .toUpperCase()
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['AU', 'NZ'])).min(1)),
  limit: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().min(1).max(100))
    .default(10),
});

/**
 * Loqate Capture Interactive under `/loqate`: Find v1.10 (Key, Text, Container drill-down, Countries, Limit) and
 * Retrieve v1.20 (Key, Id) over generated addresses on real AU suburbs (plus an NZ set), answering `Items`.
 */
export function loqateService(): Service {
  const find = (context: RequestContext) => {
    const all = parameters(context);
    const parsed = findParams.safeParse(all);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'Text');
      const name = field.charAt(0).toUpperCase() + field.slice(1);
      throw loqateError(
        '1002',
        `${name} Invalid`,
        `The ${name} parameter was not valid.`,
        `Check the ${name} parameter and try again.`,
      );
    }
    const { text, container, countries, limit } = parsed.data;
    if (text.trim().toLowerCase() === LOQATE_OUT_OF_CREDIT_TEXT) {
      throw loqateError(
        '3',
        'Account out of credit',
        'Your account is either out of credit or has insufficient credit to service this request.',
        'Please check your account balance and top it up if necessary.',
      );
    }
    if (!text.trim() && !container) {
      throw loqateError(
        '1001',
        'Text or Container Required',
        'The Text or Container parameters were not supplied.',
        'Check you supplied a Text or Container parameter.',
      );
    }
    const items = findAddresses(text, container, countries, limit);
    if (!items) {
      throw loqateError(
        '1003',
        'Container Invalid',
        'The Container parameter supplied was invalid.',
        'Use a Container Id from a previous Find.',
      );
    }
    return { json: { Items: items } };
  };
  const retrieve = (context: RequestContext) => {
    const id = parameters(context).id ?? '';
    const parts = id.length <= 100 ? addressById(id) : undefined;
    if (!parts) {
      throw loqateError('1001', 'Id Invalid', 'The Id parameter supplied was invalid.', 'Try including a valid Id.');
    }
    return { json: { Items: [retrieveItem(id, parts)] } };
  };
  const router = new Router()
    .get('/Capture/Interactive/Find/v1.10/json3.ws', find)
    .post('/Capture/Interactive/Find/v1.10/json3.ws', find)
    .get('/Capture/Interactive/Retrieve/v1.20/json3.ws', retrieve)
    .post('/Capture/Interactive/Retrieve/v1.20/json3.ws', retrieve);
  return {
    basePath: '/loqate',
    router,
    error: (status, message) => ({
      Items: [
        { Error: String(status), Description: message, Cause: message, Resolution: 'Check the request and try again.' },
      ],
    }),
  };
}
