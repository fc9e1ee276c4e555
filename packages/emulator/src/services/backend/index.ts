import type { Database } from '../../db/database';
import { Router } from '../../http/router';
import type { Service } from '../../http/server';
import { registerAccountBalanceRoutes } from './accountBalance';
import { registerAuthRoutes } from './auth';
import type { BackendDeps } from './deps';
import { registerDevMailboxRoutes } from './devMailbox';
import { registerDonationRoutes } from './donations';
import { registerGiftCardRoutes } from './giftCards';
import { registerInstoreRoutes } from './instore';
import { registerInvoiceRoutes } from './invoices';
import { registerMagicLinkRoutes } from './magicLinks';
import { registerPasswordResetRoutes } from './passwordReset';
import { registerSavedCardRoutes } from './savedCards';
import { registerShopOrderRoutes } from './shopOrders';
import { registerSignUpRoutes } from './signUp';
import { registerVerifyUserRoutes } from './verifyUser';
import { registerWishlistRoutes } from './wishlistShare';

export type { BackendDeps } from './deps';

/**
 * The shop's own back end under `/backend`. Each route group registers itself on one router; errors answer
 * `{ error: message }` with a 4xx status.
 */
export function backendService(
  db: Database,
  options: { projectKey: string; log?: (message: string) => void; storefrontUrl?: string },
): Service {
  const deps: BackendDeps = {
    db,
    projectKey: options.projectKey,
    log: options.log ?? (() => {}),
    storefrontUrl: (options.storefrontUrl ?? 'http://127.0.0.1:3000').replace(/\/+$/, ''),
  };
  const router = new Router();
  registerAuthRoutes(router, deps);
  registerSignUpRoutes(router, deps);
  registerMagicLinkRoutes(router, deps);
  registerPasswordResetRoutes(router, deps);
  registerVerifyUserRoutes(router, deps);
  registerWishlistRoutes(router, deps);
  registerDevMailboxRoutes(router, deps);
  registerInstoreRoutes(router, deps);
  registerSavedCardRoutes(router, deps);
  registerInvoiceRoutes(router, deps);
  registerShopOrderRoutes(router, deps);
  registerAccountBalanceRoutes(router, deps);
  registerDonationRoutes(router, deps);
  registerGiftCardRoutes(router, deps);
  return { basePath: '/backend', router, error: (_status, message) => ({ error: message }) };
}
