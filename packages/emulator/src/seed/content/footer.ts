import { asset, entryUid, link, type SeedEntry } from './entry';

export const HELPLINE = '1300 000 733';
export const HELPLINE_HOURS = '9 am to 5 pm, Monday to Saturday';

const icon = (path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true"><path d="${path}"/></svg>`;

/** The site footer: link columns, copyright, info links, announcement bar, and the text banner with its kiosk variant. */
export function footer(): SeedEntry {
  return {
    uid: entryUid('footer', 'main'),
    contentType: 'footer',
    title: 'Footer',
    url: null,
    fields: {
      columns: [
        {
          title: 'Customer Service',
          links: [
            link('Help Centre', '/help'),
            link('Track Your Order', '/help/track-your-order'),
            link('Delivery Times', '/help/delivery-times'),
            link('Shipping Rates', '/help/shipping-rates'),
            link('Return Request', '/help/return-request'),
            link('FAQ', '/help/faq'),
          ],
        },
        {
          title: 'About Us',
          links: [
            link('Our Stores', '/stores'),
            link('Services', '/services'),
            link('Blog', '/blog'),
            link('Advertise With Us', '/info/services/advertise-with-us'),
            link('Site Map', '/site-map'),
          ],
        },
        {
          title: 'Shop With Confidence',
          links: [
            link('Our Price Promise', '/help/our-price-promise'),
            link('Loyalty Program', '/help/loyalty-program'),
            link('Terms of Sale', '/help/terms-of-sale'),
            link('Gift Cards', '/gift-cards/balance'),
          ],
        },
      ],
      copyright: {
        main_text: '© Koorong. All rights reserved.',
        links: [link('Privacy Policy', '/help/privacy-policy'), link('Terms & Conditions', '/help/terms-conditions')],
        price_text: 'All prices include GST and are in AUD.',
      },
      info_links: [
        {
          title: 'Free Shipping',
          sub_text: 'On orders over $99',
          svg: icon('M3 6h11v9H3zM14 9h4l3 3v3h-7z'),
          link: link('Shipping rates', '/help/shipping-rates'),
        },
        {
          title: 'Click & Collect',
          sub_text: 'From any of our 15 stores',
          svg: icon('M4 4h16v16H4z'),
          link: link('Find a store', '/stores'),
        },
        {
          title: 'Price Promise',
          sub_text: "Seen it cheaper? We'll match it",
          svg: icon('M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z'),
          link: link('Our price promise', '/help/our-price-promise'),
        },
        {
          title: 'Customer Service',
          sub_text: `${HELPLINE}, ${HELPLINE_HOURS}`,
          svg: icon('M6 2h12v20H6z'),
          link: link('Contact us', '/contact-us'),
        },
      ],
      announcement_bar: {
        value: 'Free shipping on orders over $99',
        icon: asset('icon-truck', 'Delivery truck'),
        show_on_mobile: false,
      },
      text_banner: { value: 'Free delivery over $99 or Click & Collect', show_on_mobile: true },
      text_banner_kiosk: { value: 'Ask our friendly team to order any title for you in store', show_on_mobile: true },
      newsletter: {
        title: 'Join our newsletter',
        sub_text: 'New releases, specials and events, once a week.',
      },
      social_links: [
        link('Facebook', 'https://www.facebook.com/'),
        link('Instagram', 'https://www.instagram.com/'),
        link('YouTube', 'https://www.youtube.com/'),
      ],
      customer_service: { title: 'Customer Service', phone: HELPLINE, hours: HELPLINE_HOURS },
      free_shipping_text: 'Free shipping for orders over $99',
    },
  };
}
