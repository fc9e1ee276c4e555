// The site's fixed help and information routes: the help centre and site map link them, the sitemaps list them.

/** The help routes of the site (spec C2), in the order the help centre lists them. */
export const HELP_LINKS = [
  { href: '/help/faq', label: 'Frequently Asked Questions' },
  { href: '/help/track-your-order', label: 'Track Your Order' },
  { href: '/help/delivery-times', label: 'Delivery Times' },
  { href: '/help/return-request', label: 'Return Request' },
  { href: '/help/our-price-promise', label: 'Our Price Promise' },
  { href: '/help/loyalty-program', label: 'Loyalty Program' },
  { href: '/help/shipping-rates', label: 'Shipping Rates' },
  { href: '/help/terms-of-sale', label: 'Terms of Sale' },
  { href: '/help/privacy-policy', label: 'Privacy Policy' },
  { href: '/help/terms-conditions', label: 'Terms & Conditions' },
] as const;

/** The information routes outside the help centre. */
export const INFO_LINKS = [
  { href: '/contact-us', label: 'Contact Us' },
  { href: '/services', label: 'Services' },
  { href: '/info/services/advertise-with-us', label: 'Advertise With Us' },
  { href: '/bible-translation-guide', label: 'Bible Translation Guide' },
  { href: '/blog', label: 'Blog' },
  { href: '/stores', label: 'Stores' },
  { href: '/site-map', label: 'Site Map' },
] as const;
