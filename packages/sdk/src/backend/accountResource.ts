import type { NoInput, RequestOptions } from '../transport/http';
import type { BackendRequest } from './backendRequest';
import { type AccountBalance, wireAccountBalance } from './backendWire';

/** The signed-in customer's account with the shop (`bookshop.backend.account`). */
export interface AccountResource {
  /**
   * The signed-in customer's account balance (`GET account/balance`).
   *
   * @example
   * ```ts
   * const { availableCredit } = await bookshop.backend.account.balance();
   * ```
   */
  balance(input?: NoInput, options?: RequestOptions): Promise<AccountBalance>;
}

export function createAccountResource(backend: BackendRequest): AccountResource {
  return {
    balance: (_input, options = {}) => backend('account/balance', wireAccountBalance, { ...options, signedIn: true }),
  };
}
