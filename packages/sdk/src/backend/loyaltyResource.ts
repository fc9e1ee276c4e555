import type { BookshopConfig } from '../config';
import { HttpError } from '../errors';
import type { Http, RequestOptions } from '../transport/http';
import { parseWire, requireService, withHeaders } from '../transport/wire';
import { wireLoyaltyUpdate } from './backendWire';

/** The loyalty service's answer to a customer update: read `success` before saving an email change. */
export interface LoyaltyUpdateResult {
  success: boolean;
  message?: string;
}

/** The loyalty and reviews service, Yotpo (`bookshop.backend.loyalty`). */
export interface LoyaltyResource {
  /**
   * Updates the loyalty and reviews customer (Yotpo) with the customer's `externalId` and new email; an email
   * change goes ahead only when `success` is true (spec A4). A refusal is data; outages throw.
   *
   * @example
   * ```ts
   * const { loyalty } = bookshop.backend;
   * const { success } = await loyalty.updateCustomer({ id: customer.externalId ?? customer.id, email });
   * if (!success) toast.error('Something went wrong while updating customer in yotpo.Please contact customer suport');
   * ```
   */
  updateCustomer(input: { id: string; email: string }, options?: RequestOptions): Promise<LoyaltyUpdateResult>;
}

export function createLoyaltyResource(config: BookshopConfig, http: Http): LoyaltyResource {
  return {
    async updateCustomer({ id, email }, options = {}) {
      const yotpo = requireService(config.yotpo, 'yotpo', 'BOOKSHOP_YOTPO_URL');
      const headers: Record<string, string> = {};
      if (yotpo.guid) headers['x-guid'] = yotpo.guid;
      if (yotpo.apiKey) headers['x-api-key'] = yotpo.apiKey;
      let body: unknown;
      try {
        body = await http(`${yotpo.baseUrl}/customers`, {
          ...withHeaders(options, headers),
          method: 'POST',
          body: { id, email: email.trim() },
        });
      } catch (error) {
        // The service refused this customer (a bad email, say): the email change stops; keys and outages throw.
        if (
          error instanceof HttpError &&
          error.status >= 400 &&
          error.status < 500 &&
          ![401, 403].includes(error.status)
        ) {
          return { success: false, message: error.message };
        }
        throw error;
      }
      const wire = parseWire(wireLoyaltyUpdate, body, 'Yotpo');
      return { success: wire?.success ?? true, ...(wire?.message ? { message: wire.message } : {}) };
    },
  };
}
