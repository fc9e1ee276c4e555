import type { IncomingHttpHeaders } from 'node:http';
import { ReplyError } from '../../http/router';

/**
 * The emulator's stack credentials (the SDK's `emulatorServices` uses the same). The management token is for the
 * Content Management API's write path, which tests use to store content the delivery API then serves.
 */
export const CONTENTSTACK_KEYS = {
  apiKey: 'emulator-api-key',
  deliveryToken: 'emulator-delivery-token',
  managementToken: 'emulator-management-token',
  environment: 'development',
} as const;

/** A Content Delivery API error: `{ error_message, error_code, errors }` with the given HTTP status. */
export function contentstackError(
  status: number,
  errorCode: number,
  message: string,
  errors: Record<string, string[]> = {},
): ReplyError {
  return new ReplyError(status, message, { body: { error_message: message, error_code: errorCode, errors } });
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function checkApiKey(apiKey: string | null | undefined): void {
  if (apiKey !== CONTENTSTACK_KEYS.apiKey) {
    throw contentstackError(412, 109, 'Api key is not valid.', { api_key: ['is not valid.'] });
  }
}

/** Checks the stack's `api_key` and delivery token (`access_token`), sent as headers or query parameters. */
export function checkCredentials(headers: IncomingHttpHeaders, params: URLSearchParams): void {
  checkApiKey(header(headers, 'api_key') ?? params.get('api_key'));
  const token = header(headers, 'access_token') ?? params.get('access_token');
  if (token !== CONTENTSTACK_KEYS.deliveryToken) {
    throw contentstackError(401, 105, 'Access denied. The delivery token is not valid.', {
      access_token: ['is not valid.'],
    });
  }
}

/**
 * Checks a Content Management API call: the stack's `api_key` header and a management token in `authorization`
 * (a delivery token cannot write).
 */
export function checkManagementCredentials(headers: IncomingHttpHeaders): void {
  checkApiKey(header(headers, 'api_key'));
  if (header(headers, 'authorization') !== CONTENTSTACK_KEYS.managementToken) {
    throw contentstackError(401, 105, 'You are not allowed in here unless you are logged in.', {
      authorization: ['is not valid.'],
    });
  }
}
