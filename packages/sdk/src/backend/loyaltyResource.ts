import type { BookshopConfig } from '../config';
import { HttpError } from '../errors';
import type { Http, RequestOptions } from '../transport/http';
import { parseWire, requireService, withHeaders } from '../transport/wire';
import { wireLoyaltyCustomer, wireLoyaltyUpdate } from './backendWire';

/** The loyalty service's answer to a customer update: read `success` before saving an email change. */
export interface LoyaltyUpdateResult {
  success: boolean;
  message?: string;
}

/** A shopper's standing in the loyalty programme (Yotpo Loyalty & Referrals). */
export interface LoyaltyCustomer {
  email: string;
  /** Points the shopper can redeem now. */
  pointsBalance: number;
  /** Points earned over the membership, redeemed ones included. */
  pointsEarned: number;
  /** The VIP tier's name ('Gold'), or `null` outside every tier. */
  tier: string | null;
}

/** Who to look up: by email, or by the shop's own id for the customer (the commerce `externalId`). */
export type LoyaltyCustomerLookup = { email: string } | { id: string };

/** The loyalty and reviews service, Yotpo (`bookshop.backend.loyalty`). */
export interface LoyaltyResource {
  /**
   * The shopper's loyalty record (`GET {yotpo}/customers?customer_email=…` or `customer_id=…`), or `null` when the
   * programme does not know them. Outages and refused keys throw.
   *
   * @example
   * ```ts
   * const loyalty = await bookshop.backend.loyalty.customer({ id: customer.externalId ?? customer.id });
   * if (loyalty) console.log(`${loyalty.pointsBalance} points${loyalty.tier ? `, ${loyalty.tier} member` : ''}`);
   * ```
   */
  customer(lookup: LoyaltyCustomerLookup, options?: RequestOptions): Promise<LoyaltyCustomer | null>;
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
  const service = () => {
    const yotpo = requireService(config.yotpo, 'yotpo', 'BOOKSHOP_YOTPO_URL');
    const headers: Record<string, string> = {};
    if (yotpo.guid) headers['x-guid'] = yotpo.guid;
    if (yotpo.apiKey) headers['x-api-key'] = yotpo.apiKey;
    return { baseUrl: yotpo.baseUrl, headers };
  };
  return {
    async customer(lookup, options = {}) {
      const { baseUrl, headers } = service();
      const query = new URLSearchParams(
        'email' in lookup ? { customer_email: lookup.email.trim() } : { customer_id: lookup.id },
      );
      let body: unknown;
      try {
        body = await http(`${baseUrl}/customers`, { ...withHeaders(options, headers), query });
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
      const wire = parseWire(wireLoyaltyCustomer, body, 'Yotpo');
      return {
        email: wire.email,
        pointsBalance: wire.points_balance,
        pointsEarned: wire.points_earned ?? wire.points_balance,
        tier: wire.vip_tier_name || null,
      };
    },
    async updateCustomer({ id, email }, options = {}) {
      const { baseUrl, headers } = service();
      let body: unknown;
      try {
        body = await http(`${baseUrl}/customers`, {
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
