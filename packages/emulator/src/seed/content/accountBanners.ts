import { asset, entryUid, type SeedEntry } from './entry';

/**
 * The account banner's images, keyed by the SDK's customer kind: business customers (`b2b`: churches, schools) and
 * staff each get a desktop and a mobile image; consumers get none (docs/decisions.md).
 */
export function accountBanners(): SeedEntry[] {
  const banner = (kind: 'b2b' | 'staff', title: string, alt: string): SeedEntry => ({
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
    banner('b2b', 'Church and school accounts', 'Koorong for churches and schools: bulk pricing on account'),
    banner('staff', 'Staff accounts', 'Koorong staff: your team discount applies to every order'),
  ];
}
