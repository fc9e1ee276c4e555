import type { Database } from '../../db/database';
import { Router } from '../../http/router';
import type { Service } from '../../http/server';
import { registerPaymentRoutes } from './payments';

export { DECLINED_HOLDER_NAME, TEST_CARDS } from './testCards';

/** The payment service (Adyen's Checkout API) under `/adyen/checkout`; errors in Adyen's `{ status, errorCode, message, errorType }`. */
export function adyenService(db: Database): Service {
  const router = new Router();
  registerPaymentRoutes(router, db);
  return {
    basePath: '/adyen/checkout',
    router,
    error: (status, message) => ({ status, errorCode: '000', message, errorType: 'validation' }),
  };
}
