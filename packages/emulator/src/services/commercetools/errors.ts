import { ReplyError } from '../../http/router';

/**
 * An error commercetools reports with a machine-readable code. In GraphQL it becomes an error entry whose
 * `extensions` carry `code` and any extra fields (`currentVersion`); over REST it becomes the `ErrorResponse`.
 */
export class CommercetoolsError extends Error {
  readonly extensions: Record<string, unknown>;

  constructor(
    readonly code: string,
    message: string,
    extra: Record<string, unknown> = {},
    readonly statusCode = 400,
  ) {
    super(message);
    this.extensions = { code, ...extra };
  }
}

/** The real optimistic-concurrency failure, with the version the client should retry with. */
export function concurrentModification(id: string, expected: number, current: number): CommercetoolsError {
  return new CommercetoolsError(
    'ConcurrentModification',
    `Object ${id} has a different version than expected. Expected: ${expected} - Actual: ${current}.`,
    { currentVersion: current },
    409,
  );
}

export const invalidInput = (message: string, extra: Record<string, unknown> = {}) =>
  new CommercetoolsError('InvalidInput', message, extra);

export const invalidOperation = (message: string, extra: Record<string, unknown> = {}) =>
  new CommercetoolsError('InvalidOperation', message, extra);

export const resourceNotFound = (message: string) => new CommercetoolsError('ResourceNotFound', message, {}, 404);

/** commercetools' REST `ErrorResponse`: `{ statusCode, message, errors: [{ code, message }] }`. */
export function restErrorBody(statusCode: number, code: string, message: string, extra: Record<string, unknown> = {}) {
  return { statusCode, message, errors: [{ code, message, ...extra }] };
}

/** The REST error code commercetools uses for a bare HTTP status. */
export function restCodeForStatus(status: number): string {
  if (status === 401) return 'invalid_token';
  if (status === 403) return 'insufficient_scope';
  if (status === 404) return 'ResourceNotFound';
  if (status === 405) return 'MethodNotAllowed';
  if (status === 409) return 'ConcurrentModification';
  if (status === 429) return 'TooManyRequests';
  if (status >= 500) return 'General';
  return 'InvalidInput';
}

/** The OAuth error body: the REST error shape plus the RFC 6749 `error` / `error_description` fields. */
export function oauthErrorBody(statusCode: number, error: string, description: string) {
  return { ...restErrorBody(statusCode, error, description), error, error_description: description };
}

/** A refusal of a token request, answered with the OAuth error body (`error` the code, `error_description` the words). */
export const oauthError = (status: number, error: string, description: string, headers?: Record<string, string>) =>
  new ReplyError(status, description, { body: oauthErrorBody(status, error, description), headers });
