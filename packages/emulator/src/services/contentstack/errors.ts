import type { IncomingHttpHeaders } from 'node:http';
import { ReplyError } from '../../http/router';

/** The emulator's stack credentials (the SDK's `emulatorServices` uses the same). */
export const CONTENTSTACK_KEYS = {
  apiKey: 'emulator-api-key',
  deliveryToken: 'emulator-delivery-token',
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

/** Checks the stack's `api_key` and delivery token (`access_token`), sent as headers or query parameters. */
export function checkCredentials(headers: IncomingHttpHeaders, params: URLSearchParams): void {
  const apiKey = header(headers, 'api_key') ?? params.get('api_key');
  if (apiKey !== CONTENTSTACK_KEYS.apiKey) {
    throw contentstackError(412, 109, 'Api key is not valid.', { api_key: ['is not valid.'] });
  }
  const token = header(headers, 'access_token') ?? params.get('access_token');
  if (token !== CONTENTSTACK_KEYS.deliveryToken) {
    throw contentstackError(401, 105, 'Access denied. The delivery token is not valid.', {
      access_token: ['is not valid.'],
    });
  }
}
