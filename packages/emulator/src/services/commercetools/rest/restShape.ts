import { ReplyError } from '../../../http/router';
import { CommercetoolsError, invalidInput, restErrorBody } from '../errors';
import type { Json } from '../model/restJson';

/** A REST update action `{ action: 'addLineItem', sku }` as the model's (GraphQL) action `{ addLineItem: { sku } }`. */
export function modelAction(action: unknown): Json {
  if (!action || typeof action !== 'object' || Array.isArray(action))
    throw invalidInput('An update action must be an object.');
  const { action: name, ...fields } = action as Json;
  if (typeof name !== 'string' || !name) throw invalidInput("An update action needs its 'action' name.");
  return { [name]: fields };
}

export function readUpdate(body: unknown): { version: number; actions: Json[] } {
  const update = (body ?? {}) as Json;
  if (!Number.isInteger(update.version) || (update.version as number) < 1) {
    throw invalidInput("Request body does not contain valid JSON: 'version' must be a positive whole number.");
  }
  if (!Array.isArray(update.actions))
    throw invalidInput("Request body does not contain valid JSON: 'actions' is missing.");
  return { version: update.version as number, actions: update.actions.map(modelAction) };
}

/** The `version` query parameter of a DELETE. */
export function readVersion(params: URLSearchParams): number {
  const version = params.get('version');
  if (version === null) throw invalidInput("Missing required parameter: 'version'.");
  if (!/^\d{1,15}$/.test(version) || Number(version) < 1)
    throw invalidInput("Malformed parameter: version: 'version' must be a positive whole number.");
  return Number(version);
}

/** commercetools errors become the REST `ErrorResponse` (a version conflict keeps its `currentVersion`). */
export async function restAnswer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CommercetoolsError) {
      const { code: _code, ...extra } = error.extensions;
      throw new ReplyError(error.statusCode, error.message, {
        body: restErrorBody(error.statusCode, error.code, error.message, extra),
      });
    }
    throw error;
  }
}
