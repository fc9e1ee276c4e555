import type { BookshopConfig } from '../config';
import { BookshopError } from '../errors';
import type { Http, HttpRequest, RequestOptions } from '../transport/http';
import { type Session, withShopperToken } from './session';

/** A GET on commercetools' REST API as the current shopper; paths are relative to the project. */
export type RestClient = <T>(path: string, query: HttpRequest['query'], options?: RequestOptions) => Promise<T>;

export function createRestClient(config: BookshopConfig, http: Http, session: Session): RestClient {
  return (path, query, options = {}) => {
    if (!config.commercetools) throw new BookshopError('The commercetools service is not configured');
    const { apiUrl, projectKey } = config.commercetools;
    return withShopperToken(
      session,
      (authorization) =>
        http(`${apiUrl}/${projectKey}${path}`, { ...options, query, headers: { ...options.headers, authorization } }),
      options,
    );
  };
}
