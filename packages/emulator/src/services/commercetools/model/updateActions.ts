import { CommercetoolsError, invalidInput } from '../errors';

/**
 * The one action an update-action input object holds, as `[name, payload]`. GraphQL update actions are input
 * objects with one field per action; exactly one may be set, and only the ones the emulator implements.
 */
export function singleAction(
  action: Record<string, unknown>,
  implemented: readonly string[],
): [string, Record<string, unknown>] {
  const set = Object.entries(action).filter(([, value]) => value != null);
  if (set.length !== 1) {
    throw invalidInput(`An update action must set exactly one action field, got ${set.length}.`);
  }
  const [name, payload] = set[0] as [string, Record<string, unknown>];
  if (!implemented.includes(name)) {
    throw new CommercetoolsError('NotImplemented', `The update action '${name}' is not implemented by the emulator`);
  }
  return [name, payload];
}

/** Update-action lists are bounded like commercetools' (500 actions per request). */
export function checkActionCount(actions: unknown[]): void {
  if (actions.length > 500) throw invalidInput('At most 500 update actions are allowed per request.');
}
