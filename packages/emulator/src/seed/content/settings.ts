import { asset, entryUid, link, type SeedEntry } from './entry';
import { HELPLINE, HELPLINE_HOURS } from './footer';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * Site-wide settings: banners, carousels, form embed links, the store-locator helpline, default ad slots and the notices
 * of special shipping methods.
 */
export function globalSettings(): SeedEntry {
  return {
    uid: entryUid('global_settings', 'main'),
    contentType: 'global_settings',
    title: 'Global settings',
    url: null,
    fields: {
      banners: [
        {
          title: 'Easter at Koorong',
          position: 'home_hero',
          image: asset('banner-easter', 'Easter at Koorong'),
          mobile_image: asset('banner-easter-mobile', 'Easter at Koorong'),
          link: link('Shop Easter', '/search?tag=easter'),
        },
        {
          title: 'New Releases',
          position: 'home_secondary',
          image: asset('banner-new-releases', 'New releases'),
          mobile_image: asset('banner-new-releases-mobile', 'New releases'),
          link: link('See what is new', '/category?publication_date=Last+3+Months&available=In+Stock'),
        },
        {
          title: 'Listing top banner',
          position: 'listing_top',
          image: asset('banner-listing', 'Free delivery over $99'),
          mobile_image: asset('banner-listing-mobile', 'Free delivery over $99'),
          link: link('Shipping rates', '/help/shipping-rates'),
        },
      ],
      announcement_bar: { value: 'Free shipping on orders over $99', show_on_mobile: false },
      carousels: {
        cart_cross_sell: { title: 'You may also like', profile: 'view-cart', limit: 30 },
        product_page_similar: { title: 'Similar products', profile: 'similar', limit: 30 },
        no_results: { title: 'Popular right now', profile: 'no result found', limit: 200 },
      },
      form_embed_links: {
        contact: 'https://forms.example.com/koorong/contact',
        return_request: 'https://forms.example.com/koorong/return-request',
        seen_it_cheaper: 'https://forms.example.com/koorong/seen-it-cheaper',
      },
      store_locator: {
        helpline: HELPLINE,
        opening_hours: HELPLINE_HOURS,
        hours: WEEKDAYS.map((day) => ({ day, open: '09:00', close: '17:00' })),
      },
      text_banner: { value: 'Free delivery over $99 or Click & Collect', show_on_mobile: true },
      ad_slots: [
        { id: 'search-upper', url: '/search?tag=monthly-specials', position: 'UPPER', location: 'SEARCH' },
        { id: 'search-lower', url: '/help/loyalty-program', position: 'LOWER', location: 'SEARCH' },
        { id: 'category-upper', url: '/search?tag=staff-picks', position: 'UPPER', location: 'CATEGORY' },
        { id: 'category-lower', url: '/help/our-price-promise', position: 'LOWER', location: 'CATEGORY' },
      ].map((slot) => ({ ...slot, image: asset(`ad-${slot.id}`, `Advertisement ${slot.id}`), size: '300x250' })),
      free_delivery_threshold_cents: 9900,
      // The added-to-basket flyout's notice for a line whose product carries one of these shipping method keys.
      shipping_notices: [
        {
          shipping_method_key: 'digital-delivery',
          notice: 'eBooks and audiobooks are not posted: a download link is emailed to you once your order is placed.',
        },
      ],
    },
  };
}
