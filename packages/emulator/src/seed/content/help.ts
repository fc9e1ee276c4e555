import { entryUid, link, type SeedEntry } from './entry';
import { HELPLINE, HELPLINE_HOURS } from './footer';

const faq = (question: string, answer: string) => ({ question, answer });

const ARTICLES = [
  {
    slug: 'general-faq',
    title: 'General FAQ',
    faqs: [
      faq('Do your prices include GST?', 'Yes. All prices include GST and are in Australian dollars.'),
      faq('Do you ship for free?', 'Orders over $99 ship free within Australia, or Click & Collect from any store.'),
      faq('How do I contact you?', `Call ${HELPLINE}, ${HELPLINE_HOURS}, or use our contact form.`),
    ],
  },
  {
    slug: 'orders-and-delivery',
    title: 'Orders and Delivery',
    faqs: [
      faq('When will my order arrive?', 'Most orders arrive in 2 to 7 business days. See Delivery Times.'),
      faq('Can I track my order?', 'Yes: your dispatch email has a tracking link, or see Track Your Order.'),
    ],
  },
  {
    slug: 'returns-and-refunds',
    title: 'Returns and Refunds',
    faqs: [faq('How do I return an item?', 'Lodge a return request within 30 days of delivery.')],
  },
  {
    slug: 'gift-cards',
    title: 'Gift Cards',
    faqs: [faq('Do gift cards expire?', 'Gift cards are valid for three years from purchase.')],
  },
  {
    slug: 'loyalty-and-rewards',
    title: 'Loyalty and Rewards',
    faqs: [faq('How do I earn points?', 'Sign in when you shop; every dollar earns one point.')],
  },
];

/** Help-centre articles; one lives under /general-faq, which the site prefers for its Help link. */
export function helpArticles(): SeedEntry[] {
  return ARTICLES.map((article) => ({
    uid: entryUid('help_article', article.slug),
    contentType: 'help_article',
    title: article.title,
    url: `/help/faq/${article.slug}`,
    fields: {
      category: 'Help Centre',
      summary: article.faqs[0]?.answer ?? '',
      body: article.faqs.map((item) => `<h3>${item.question}</h3><p>${item.answer}</p>`).join(''),
      faqs: article.faqs,
    },
    searchText: article.faqs.map((item) => `${item.question} ${item.answer}`).join(' '),
  }));
}

const PAGES: { url: string; title: string; body: string; form?: string }[] = [
  {
    url: '/help',
    title: 'Help Centre',
    body: 'Answers to common questions about orders, delivery, returns and your account.',
  },
  { url: '/help/faq', title: 'Frequently Asked Questions', body: 'Browse our most asked questions by topic.' },
  {
    url: '/help/track-your-order',
    title: 'Track Your Order',
    body: 'Use the tracking link in your dispatch email, or sign in and open your recent orders.',
  },
  {
    url: '/help/delivery-times',
    title: 'Delivery Times',
    body: 'Metro areas: 2 to 4 business days. Regional: 3 to 7 business days. New Zealand: 7 to 14 business days.',
  },
  {
    url: '/help/return-request',
    title: 'Return Request',
    body: 'Tell us about the item you would like to return and we will be in touch within two business days.',
    form: 'return_request',
  },
  {
    url: '/help/our-price-promise',
    title: 'Our Price Promise',
    body: "Seen it cheaper at an Australian retailer? Let us know and we'll match the price.",
    form: 'seen_it_cheaper',
  },
  {
    url: '/help/loyalty-program',
    title: 'Loyalty Program',
    body: 'Earn a point for every dollar you spend and redeem your points for rewards.',
  },
  {
    url: '/help/shipping-rates',
    title: 'Shipping Rates',
    body: 'Free shipping on orders over $99. Orders under $99: $9.95 standard within Australia. Click & Collect is free.',
  },
  {
    url: '/help/terms-of-sale',
    title: 'Terms of Sale',
    body: 'The terms that apply when you buy from us online or in store.',
  },
  {
    url: '/help/privacy-policy',
    title: 'Privacy Policy',
    body: 'How we collect, use and protect your personal information.',
  },
  { url: '/help/terms-conditions', title: 'Terms & Conditions', body: 'The terms of use of this website.' },
  {
    url: '/contact-us',
    title: 'Contact Us',
    body: `Call ${HELPLINE}, ${HELPLINE_HOURS}, or send us a message.`,
    form: 'contact',
  },
  {
    url: '/services',
    title: 'Services',
    body: 'Church accounts, school orders, special orders and Bible personalisation.',
  },
  {
    url: '/info/services/advertise-with-us',
    title: 'Advertise With Us',
    body: 'Reach readers across Australia and New Zealand in our catalogues, stores and website.',
  },
  {
    url: '/bible-translation-guide',
    title: 'Bible Translation Guide',
    body: 'From word-for-word to thought-for-thought: compare NIV, ESV, KJV, NKJV, NLT, CSB, NASB and more.',
  },
  { url: '/site-map', title: 'Site Map', body: 'Every section of the Koorong website.' },
];

/** Help and information pages: one for every /help/* route of the site, plus the other info routes. */
export function pages(): SeedEntry[] {
  return PAGES.map((page) => ({
    uid: entryUid('page', page.url),
    contentType: 'page',
    title: page.title,
    url: page.url,
    fields: {
      body: `<h1>${page.title}</h1><p>${page.body}</p>`,
      form_embed: page.form ?? null,
      breadcrumbs: [link('Home', '/'), ...(page.url.startsWith('/help/') ? [link('Help', '/help')] : [])],
      seo: { meta_title: `${page.title} | Koorong`, meta_description: page.body },
    },
    searchText: page.body,
  }));
}
