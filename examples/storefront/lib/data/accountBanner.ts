import 'server-only';
import { type AccountBannerContent, type Customer, type CustomerKind, customerKind } from '@bookshop/sdk';
import { bookshop } from '../bookshop';
import { contentCache } from './contentCache';
import { withFallback } from './fallback';

async function bannerFor(kind: CustomerKind): Promise<AccountBannerContent | null> {
  'use cache';
  contentCache('account-banner');
  return bookshop().content.accountBanner(kind);
}

/**
 * The banner's desktop and mobile images for the customer's kind, as managed content has them (business and staff
 * today, docs/decisions.md), or `null`: none for that kind, or the content service is down (the banner then shows
 * without images).
 */
export function accountBannerImages(customer: Customer): Promise<AccountBannerContent | null> {
  return withFallback('account banner images', () => bannerFor(customerKind(customer)), null);
}
