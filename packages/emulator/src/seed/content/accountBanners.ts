import { asset, entryUid, type SeedEntry } from './entry';

/**
 * The account banner's images: business customers (churches, schools) and staff each get a desktop and a mobile
 * image; consumers get none (docs/decisions.md).
 */
export function accountBanners(): SeedEntry[] {
  const banner = (kind: 'business' | 'staff', title: string, alt: string): SeedEntry => ({
    uid: entryUid('account_banner', kind),
    contentType: 'account_banner',
    title,
    url: null,
    fields: {
      customer_kind: kind,
      desktop_image: asset(`account-${kind}-desktop`, `${title} (desktop)`),
      mobile_image: asset(`account-${kind}-mobile`, `${title} (mobile)`),
      alt_text: alt,
    },
  });
  return [
    banner('business', 'Church and school accounts', 'Koorong for churches and schools: bulk pricing on account'),
    banner('staff', 'Staff accounts', 'Koorong staff: your team discount applies to every order'),
  ];
}
