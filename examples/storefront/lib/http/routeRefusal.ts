import type { RouteRefusalBody } from './routeAnswer';

/**
 * A refusal of what the shopper sent or chose, thrown from anywhere below a route: the route wrapper answers it as
 * `{ error, field?, code? }` with its status, as it is. For a refusal that is not an outage and not one of the SDK's
 * errors (a basket line that is gone, a product out of stock, a store too far). An outage is the failure map's 502,
 * in the route's words (`FailureWording.unavailable`).
 */
export class RouteRefusal extends Error {
  override name = 'RouteRefusal';
  constructor(
    message: string,
    readonly status: 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 502 = 400,
    readonly details: { field?: string; code?: string } = {},
  ) {
    super(message);
  }

  /** The refusal's body on the wire. */
  get body(): RouteRefusalBody {
    return { error: this.message, ...this.details };
  }
}
