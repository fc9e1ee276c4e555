/** A field of a content type's schema, in the Content Delivery API's form. */
export interface SchemaField {
  uid: string;
  display_name: string;
  data_type: 'text' | 'json' | 'group' | 'file' | 'link' | 'reference' | 'isodate' | 'boolean' | 'number';
  multiple?: boolean;
  mandatory?: boolean;
  reference_to?: string[];
}

const field = (uid: string, dataType: SchemaField['data_type'], options: Partial<SchemaField> = {}): SchemaField => ({
  uid,
  display_name: uid.replace(/_/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase()),
  data_type: dataType,
  multiple: false,
  mandatory: false,
  ...options,
});
const title = field('title', 'text', { mandatory: true });
const url = field('url', 'text');

/** A content type: uid, title and the schema of its entries. */
export interface ContentType {
  uid: string;
  title: string;
  description: string;
  schema: SchemaField[];
}

/** The emulated stack's content types (uid → title and schema). Entries live in the `content_entries` table. */
export const CONTENT_TYPES: ContentType[] = [
  {
    uid: 'header_navigation',
    title: 'Header Navigation',
    description: 'Top bar links and the mega-menu: top_nav with columns, grey links, call to action, mobile icons.',
    schema: [
      title,
      field('top_bar', 'link', { multiple: true }),
      field('top_nav', 'group', { multiple: true }),
      field('mobile_links', 'link', { multiple: true }),
    ],
  },
  {
    uid: 'footer',
    title: 'Footer',
    description: 'Footer columns, copyright, info links, announcement bar and text banners (with a kiosk variant).',
    schema: [
      title,
      field('columns', 'group', { multiple: true }),
      field('copyright', 'group'),
      field('info_links', 'group', { multiple: true }),
      field('announcement_bar', 'group'),
      field('text_banner', 'group'),
      field('text_banner_kiosk', 'group'),
      field('newsletter', 'group'),
      field('social_links', 'link', { multiple: true }),
      field('customer_service', 'group'),
      field('free_shipping_text', 'text'),
    ],
  },
  {
    uid: 'global_settings',
    title: 'Global Settings',
    description:
      'Banners, carousels, form embed links, store-locator helpline, text banner, default ad slots and the notices of special shipping methods.',
    schema: [
      title,
      field('banners', 'group', { multiple: true }),
      field('announcement_bar', 'group'),
      field('carousels', 'group'),
      field('form_embed_links', 'group'),
      field('store_locator', 'group'),
      field('text_banner', 'group'),
      field('ad_slots', 'group', { multiple: true }),
      field('free_delivery_threshold_cents', 'number'),
      field('shipping_notices', 'group', { multiple: true }),
    ],
  },
  {
    uid: 'category_content',
    title: 'Category Content',
    description: 'Per-category banners, description HTML and ad slots, keyed by category key.',
    schema: [
      title,
      field('category_key', 'text', { mandatory: true }),
      field('top_banner', 'group'),
      field('side_banner', 'group'),
      field('description', 'text'),
      field('ad_slots', 'group', { multiple: true }),
    ],
  },
  {
    uid: 'help_article',
    title: 'Help Article',
    description: 'Help-centre articles; one lives under /general-faq.',
    schema: [
      title,
      url,
      field('category', 'text'),
      field('summary', 'text'),
      field('body', 'text'),
      field('faqs', 'group', { multiple: true }),
    ],
  },
  {
    uid: 'blog_post',
    title: 'Blog Post',
    description: 'Blog posts with a reference to their author page.',
    schema: [
      title,
      url,
      field('summary', 'text'),
      field('body', 'text'),
      field('published_date', 'isodate'),
      field('featured_image', 'file'),
      field('topic', 'text'),
      field('author', 'reference', { reference_to: ['author_page'], multiple: true }),
    ],
  },
  {
    uid: 'author_page',
    title: 'Author Page',
    description: 'Author biographies.',
    schema: [
      title,
      url,
      field('name', 'text'),
      field('bio', 'text'),
      field('photo', 'file'),
      field('search_link', 'text'),
    ],
  },
  {
    uid: 'store',
    title: 'Store',
    description: 'The physical stores with address, phone, opening hours and services.',
    schema: [
      title,
      url,
      field('slug', 'text'),
      field('store_id', 'text'),
      field('address', 'group'),
      field('phone', 'text'),
      field('email', 'text'),
      field('hours', 'group', { multiple: true }),
      field('services', 'text', { multiple: true }),
    ],
  },
  {
    uid: 'account_banner',
    title: 'Account Banner',
    description: 'Images across the account banner for one kind of customer (business or staff), desktop and mobile.',
    schema: [
      title,
      field('customer_kind', 'text', { mandatory: true }),
      field('desktop_image', 'file', { mandatory: true }),
      field('mobile_image', 'file', { mandatory: true }),
      field('alt_text', 'text'),
    ],
  },
  {
    uid: 'page',
    title: 'Page',
    description: 'Help and information pages (every /help/* route, contact, services, guides).',
    schema: [
      title,
      url,
      field('body', 'text'),
      field('form_embed', 'text'),
      field('breadcrumbs', 'link', { multiple: true }),
      field('seo', 'group'),
    ],
  },
];

export const CONTENT_TYPE_TIME = '2024-01-01T00:00:00.000Z';

/** A content type as `/v3/content_types` answers it. */
export function contentTypeJson(type: ContentType) {
  return {
    created_at: CONTENT_TYPE_TIME,
    updated_at: CONTENT_TYPE_TIME,
    title: type.title,
    uid: type.uid,
    _version: 1,
    inbuilt_class: false,
    schema: type.schema,
    last_activity: {},
    maintain_revisions: true,
    description: type.description,
    DEFAULT_ACL: [],
    SYS_ACL: {},
    options: {
      is_page: type.schema.some((schemaField) => schemaField.uid === 'url'),
      singleton: false,
      title: 'title',
    },
    abilities: { get_one_object: true, get_all_objects: true },
  };
}
