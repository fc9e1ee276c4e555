import * as z from '../transport/guard';

// Zod schemas of the Contentstack entries the site reads (Content Delivery API, locale en-au). Field names stay
// the content model's own (snake_case), so editors and developers talk about the same fields. Unknown fields are
// dropped; fields the site needs are required, so a changed content model fails loudly at the edge.

const list = <T extends z.AnyGuard>(item: T) =>
  z.pipe(
    z.nullish(z.array(item)),
    z.transform((value) => value ?? []),
  );
const optionalText = z.pipe(
  z.nullish(z.string()),
  z.transform((value) => value ?? undefined),
);

/** A link field: `{ title, href }`. */
export const contentLink = z.object({ title: z._default(z.string(), ''), href: z.string() });
export type ContentLink = z.output<typeof contentLink>;

/** An image or file asset, with its absolute URL. */
export const contentAsset = z.object({
  uid: z.string(),
  url: z.string(),
  title: optionalText,
  filename: optionalText,
  content_type: optionalText,
});
export type ContentAsset = z.output<typeof contentAsset>;

const entryBase = { uid: z.string(), title: z.string(), locale: optionalText, updated_at: optionalText };
const pageBase = { ...entryBase, url: z.string() };

/** A text banner or announcement bar: `value`, optional icon, and whether it shows on mobile. */
export const contentTextBanner = z.object({
  value: z.string(),
  icon: z.nullish(contentAsset),
  show_on_mobile: z._default(z.boolean(), false),
});
export type ContentTextBanner = z.output<typeof contentTextBanner>;

/** A mega-menu column: title, heading link and at most 10 links. */
export const navigationColumn = z.object({
  title: z.string(),
  link: z.nullish(contentLink),
  navlink: list(contentLink),
});
/** One top-level menu entry (top_nav) with its columns, grey links, call to action and mobile icon. */
export const navigationItem = z.object({
  link: contentLink,
  icon_mobile: z.nullish(contentAsset),
  columns: list(navigationColumn),
  grey_links: z.nullish(z.object({ navigation_link: list(contentLink) })),
  call_to_action: z.nullish(
    z.object({
      image: z.nullish(contentAsset),
      title: optionalText,
      subtitle: optionalText,
      button: z.nullish(contentLink),
    }),
  ),
});
export const headerNavigation = z.object({
  ...entryBase,
  top_bar: list(contentLink),
  top_nav: list(navigationItem),
  mobile_links: list(contentLink),
});
/** The header navigation entry (`header_navigation`). */
export type HeaderNavigation = z.output<typeof headerNavigation>;
export type NavigationItem = z.output<typeof navigationItem>;
export type NavigationColumn = z.output<typeof navigationColumn>;

export const footer = z.object({
  ...entryBase,
  columns: list(z.object({ title: z.string(), links: list(contentLink) })),
  copyright: z.nullish(z.object({ main_text: z.string(), links: list(contentLink), price_text: optionalText })),
  info_links: list(
    z.object({ title: z.string(), sub_text: optionalText, svg: optionalText, link: z.nullish(contentLink) }),
  ),
  announcement_bar: z.nullish(contentTextBanner),
  text_banner: z.nullish(contentTextBanner),
  text_banner_kiosk: z.nullish(contentTextBanner),
  newsletter: z.nullish(z.object({ title: optionalText, sub_text: optionalText })),
  social_links: list(contentLink),
  customer_service: z.nullish(z.object({ title: optionalText, phone: optionalText, hours: optionalText })),
  free_shipping_text: optionalText,
});
/** The footer entry (`footer`): columns, copyright, info links, announcement bar and text banners. */
export type Footer = z.output<typeof footer>;

/** An ad slot: where it shows (UPPER/LOWER on CATEGORY/SEARCH pages) and where it links. */
export const adSlot = z.object({
  id: z.string(),
  url: z.string(),
  position: z.enum(['UPPER', 'LOWER']),
  location: z.enum(['CATEGORY', 'SEARCH']),
  image: z.nullish(contentAsset),
  size: optionalText,
});
/** An ad slot of the settings or of a category's content. */
export type AdSlot = z.output<typeof adSlot>;

const carousel = z.object({ title: z.string(), profile: z.string(), limit: z.optional(z.int().check(z.positive())) });
/** A promotional banner with its desktop and mobile images. */
export const contentBanner = z.object({
  title: z.string(),
  position: optionalText,
  image: z.nullish(contentAsset),
  mobile_image: z.nullish(contentAsset),
  link: z.nullish(contentLink),
});
export type ContentBanner = z.output<typeof contentBanner>;

/** Site-wide settings: everything here is required, so missing settings fail at start-up. */
export const globalSettings = z.object({
  ...entryBase,
  banners: list(contentBanner),
  announcement_bar: z.nullish(contentTextBanner),
  carousels: z.object({ cart_cross_sell: carousel, product_page_similar: carousel, no_results: carousel }),
  form_embed_links: z.object({ contact: z.string(), return_request: z.string(), seen_it_cheaper: z.string() }),
  store_locator: z.object({
    helpline: z.string(),
    opening_hours: z.string(),
    hours: list(z.object({ day: z.string(), open: z.nullable(z.string()), close: z.nullable(z.string()) })),
  }),
  text_banner: contentTextBanner,
  ad_slots: list(adSlot),
  free_delivery_threshold_cents: z.optional(z.int().check(z.nonnegative())),
  /** The notice shown for a basket line whose product carries a special shipping method key (spec A9). */
  shipping_notices: list(z.object({ shipping_method_key: z.string(), notice: z.string() })),
});
/** The global settings entry (`global_settings`). */
export type GlobalSettings = z.output<typeof globalSettings>;

const bannerLink = z.object({ image: z.nullish(contentAsset), link: z.nullish(contentLink) });
export const categoryContent = z.object({
  ...entryBase,
  category_key: z.string(),
  top_banner: z.nullish(bannerLink),
  side_banner: z.nullish(bannerLink),
  /** Description HTML (sanitise before rendering). */
  description: optionalText,
  ad_slots: list(adSlot),
});
/** Per-category content (`category_content`), keyed by the category key. */
export type CategoryContent = z.output<typeof categoryContent>;

export const store = z.object({
  ...pageBase,
  slug: z.string(),
  store_id: z.string(),
  address: z.object({
    street: z.string(),
    suburb: z.string(),
    state: z.string(),
    postcode: z.string(),
    country: z.string(),
  }),
  phone: optionalText,
  email: optionalText,
  hours: list(z.object({ day: z.string(), open: z.nullable(z.string()), close: z.nullable(z.string()) })),
  services: list(z.string()),
});
/** A physical store (`store`). */
export type Store = z.output<typeof store>;

export const page = z.object({
  ...pageBase,
  /** Body HTML (sanitise before rendering). */
  body: z._default(z.string(), ''),
  /** Which of the settings' form embed links this page shows, if any. */
  form_embed: optionalText,
  breadcrumbs: list(contentLink),
  seo: z.nullish(z.object({ meta_title: optionalText, meta_description: optionalText })),
});
/** A help or information page (`page`), found by its URL. */
export type ContentPage = z.output<typeof page>;

export const helpArticle = z.object({
  ...pageBase,
  category: optionalText,
  summary: optionalText,
  body: z._default(z.string(), ''),
  faqs: list(z.object({ question: z.string(), answer: z.string() })),
});
/** A help-centre article (`help_article`), e.g. `/help/faq/general-faq`. */
export type HelpArticle = z.output<typeof helpArticle>;

export const authorPage = z.object({
  ...pageBase,
  name: z.string(),
  bio: optionalText,
  photo: z.nullish(contentAsset),
  search_link: optionalText,
});
/** An author page (`author_page`). */
export type AuthorPage = z.output<typeof authorPage>;

const authorReference = z.object({ uid: z.string(), _content_type_uid: optionalText });
export const blogPost = z.object({
  ...pageBase,
  summary: optionalText,
  body: z._default(z.string(), ''),
  published_date: optionalText,
  featured_image: z.nullish(contentAsset),
  topic: optionalText,
  /** The author pages, resolved (the SDK asks for `include[]=author`); an unresolved reference keeps only its uid. */
  author: list(z.union([authorPage, authorReference])),
});
/** A blog post (`blog_post`). */
export type BlogPost = z.output<typeof blogPost>;

/** The account banner's images for one kind of customer (`account_banner`): desktop and mobile crops. */
export const accountBannerContent = z.object({
  ...entryBase,
  /** The customer kind it is for, in the SDK's words: `b2b` or `staff`. */
  customer_kind: z.string(),
  desktop_image: contentAsset,
  mobile_image: contentAsset,
  alt_text: optionalText,
});
/** An account banner entry (`account_banner`). */
export type AccountBannerContent = z.output<typeof accountBannerContent>;
