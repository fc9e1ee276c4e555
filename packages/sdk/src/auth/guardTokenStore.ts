import { BookshopError } from '../errors';
import type { TokenStore } from './tokenStore';

/**
 * The configured token store with its failures (a cookie jar or a cache that is down) as {@link BookshopError}s that
 * say which step failed and keep the store's own error as their cause, like every other failure the SDK raises.
 */
export function guardTokenStore(store: TokenStore): TokenStore {
  const guarded =
    <A extends unknown[], R>(step: string, run: (...args: A) => R | Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } catch (error) {
        throw new BookshopError(`The token store failed to ${step}`, { cause: error });
      }
    };
  return {
    get: guarded('read the token', () => store.get()),
    set: guarded('keep the token', (token) => store.set(token)),
    clear: guarded('clear the token', () => store.clear()),
  };
}
