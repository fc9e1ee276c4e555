import { CommercetoolsError } from '../errors';
import type { Session } from './tokenStore';

/**
 * The Admin API's scope check: the token must hold one of the scopes (`manage_project` holds them all), else
 * commercetools' 403 `insufficient_scope`.
 */
export function requireScope(session: Session, projectKey: string, names: string[]): void {
  const held = session.scope.split(/\s+/);
  const wanted = ['manage_project', ...names].map((name) => `${name}:${projectKey}`);
  if (wanted.some((scope) => held.includes(scope))) return;
  throw new CommercetoolsError(
    'insufficient_scope',
    `Insufficient scope. One of the following scopes is missing: ${wanted.join(', ')}`,
    {},
    403,
  );
}
