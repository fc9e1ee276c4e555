import type { TokenSet, TokenStore } from '../auth/tokenStore';
import { HttpError, isRefusedRefresh } from '../errors';
import type { RequestOptions } from '../transport/http';
import type { OAuth } from './oauth';

/** Tokens are renewed this long before they expire, so a request never starts with a token about to lapse. */
const EXPIRY_MARGIN_MS = 60_000;

/** The shopper's commercetools session: a valid access token on demand, renewed or started as needed. */
export interface Session {
  token(options?: RequestOptions): Promise<TokenSet>;
  /** Forgets a token the server refused, so the next `token()` renews it. */
  invalidate(refused: TokenSet): Promise<void>;
}

export function createSession(oauth: OAuth, store: TokenStore, now: () => number): Session {
  // Concurrent callers share one renewal instead of racing to replace each other's tokens.
  let renewing: Promise<TokenSet> | undefined;
  // The renewal is everyone's, so no one caller's signal may abort it; each caller stops waiting on its own signal.
  const renew = async (current: TokenSet | undefined): Promise<TokenSet> => {
    if (current?.refreshToken) {
      try {
        const next = await oauth.refresh(current);
        await store.set(next);
        return next;
      } catch (error) {
        // A refused refresh token means the session is over: continue as an anonymous shopper.
        if (!isRefusedRefresh(error)) throw error;
      }
    }
    const anonymous = await oauth.anonymous();
    await store.set(anonymous);
    return anonymous;
  };
  return {
    async token(options) {
      const current = await store.get();
      if (current && current.expiresAt - EXPIRY_MARGIN_MS > now()) return current;
      renewing ??= renew(current).finally(() => {
        renewing = undefined;
      });
      return untilAborted(renewing, options?.signal);
    },
    async invalidate(refused) {
      const current = await store.get();
      if (current?.accessToken === refused.accessToken) await store.set({ ...current, expiresAt: 0 });
    },
  };
}

/** The promise's outcome, or the signal's reason as soon as it aborts (the promise itself runs on). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * Sends a request with the shopper's bearer token; when the server refuses the token (401: expired or revoked
 * early), renews it once and sends again.
 */
export async function withShopperToken<T>(
  session: Session,
  send: (authorization: string, token: TokenSet) => Promise<T>,
  options?: RequestOptions,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const token = await session.token(options);
    try {
      return await send(`Bearer ${token.accessToken}`, token);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 401) || attempt > 1) throw error;
      await session.invalidate(token);
    }
  }
}
