import 'server-only';
import { type Customer, customerKind, type LoyaltyCustomer } from '@bookshop/sdk';
import { bookshop } from '../bookshop';
import { withFallback } from './fallback';

/**
 * Whether the banner offers the rewards widget: consumers and staff collect points as shoppers; a business account
 * buys for its organisation on account terms, outside the programme (docs/decisions.md).
 */
export const showsRewards = (customer: Customer): boolean => customerKind(customer) !== 'b2b';

/**
 * The shopper's points and tier for the banner's rewards widget, by the shop's id for them (the `externalId` the
 * programme knows them by). `null` hides the widget: a business account, someone the programme does not know, or the
 * service being down (logged, never the page's failure).
 */
export async function accountRewards(customer: Customer): Promise<LoyaltyCustomer | null> {
  if (!showsRewards(customer)) return null;
  return withFallback(
    'loyalty points',
    () => bookshop().backend.loyalty.customer({ id: customer.externalId ?? customer.id }),
    null,
  );
}
