// The business constants of both specification documents (section 9 of each), in one documented set.
// Money is in cents, durations in milliseconds, sizes in CSS pixels unless the name says otherwise.

/** Orders at or over this total ship free ('Free shipping over $99'). */
export const FREE_DELIVERY_THRESHOLD_CENTS = 9900;
/** The site's locale, used for content, slugs and names. */
export const LOCALE = 'en-AU';
/** Content-service locale code (Contentstack writes it in lower case). */
export const CONTENT_LOCALE = 'en-au';
/** Prices are shown in this currency, GST included. */
export const CURRENCY = 'AUD';
/** Countries an address may be in; the default comes first. */
export const COUNTRIES = ['AU', 'NZ'] as const;
export const DEFAULT_COUNTRY = 'AU';

/** A mega-menu column shows at most this many links. */
export const MEGA_MENU_MAX_LINKS_PER_COLUMN = 10;
/** Debounce of the search box's autocomplete calls. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Debounce of the price filter before the listing is refreshed. */
export const PRICE_FILTER_DEBOUNCE_MS = 500;
/** Longest accepted search query. */
export const SEARCH_QUERY_MAX_LENGTH = 256;
/** Product-name lengths before an ellipsis: autocomplete, cards (default), the added-to-basket flyout. */
export const NAME_LENGTH_AUTOCOMPLETE = 50;
export const NAME_LENGTH_DEFAULT = 35;
export const NAME_LENGTH_FLYOUT = 70;
/** Autocomplete asks for this many products. */
export const AUTOCOMPLETE_PAGE_SIZE = 5;
/** The search dropdown's height on mobile. */
export const SEARCH_DROPDOWN_MOBILE_HEIGHT_PX = 500;

/** The newsletter pop-up's scroll listener starts this long after load. */
export const NEWSLETTER_POPUP_DELAY_MS = 5000;
/** A cached newsletter subscription status is trusted for this long (24 hours). */
export const NEWSLETTER_CACHE_MS = 86_400_000;
/**
 * A newsletter contact's first or last name is at most this long (the spec sets no limit; the marketing service's
 * text fields hold 255 characters, and no real name comes near 100).
 */
export const NEWSLETTER_NAME_MAX_LENGTH = 100;
/** Side panels lock body scroll on screens up to this width. */
export const SCROLL_LOCK_MAX_WIDTH_PX = 780;

/** Listing page sizes offered; the first is the default. */
export const PAGE_SIZES = [30, 40, 60] as const;
export const DEFAULT_PAGE_SIZE = 30;
/** A search result is reused from cache for this long (5 minutes). */
export const RESULT_CACHE_MS = 300_000;
/** Page size used when a category's products are looked up as a collection. */
export const COLLECTION_PAGE_SIZE = 200;
/** The most products the search service serves on one page (`resultsPerPage`). */
export const SEARCH_PAGE_MAX = 100;
/** Recommendation limits: default, and for the 'no result found' profile. */
export const RECOMMENDATION_LIMIT = 100;
export const NO_RESULT_RECOMMENDATION_LIMIT = 200;
/** The profile of the carousel shown when a search finds nothing. */
export const NO_RESULT_PROFILE = 'no result found';
/** Carousels fetch at most this many products. */
export const CAROUSEL_PRODUCT_LIMIT = 30;

/** Category calls: children per request, categories per page, ancestors shown in the tree. */
export const CHILD_CATEGORY_LIMIT = 100;
export const CATEGORY_PAGE_SIZE = 250;
export const CATEGORY_TREE_DEPTH = 3;
/** Root category key, hidden from breadcrumbs and category lists. */
export const ROOT_CATEGORY_KEY = 'ecom';
/** Key of the Bible branch, which gets extra quick links. */
export const BIBLES_CATEGORY_KEY = 'web_bibles';

/** Pagination: edge pages and pages around the current one, on desktop and on mobile. */
export const PAGINATION_DESKTOP = { edges: 2, around: 3 } as const;
export const PAGINATION_MOBILE = { edges: 1, around: 2 } as const;
/** Listing grid columns, narrowest to widest screen. */
export const GRID_COLUMNS = { min: 2, max: 5 } as const;

/** Price slider: step and default range, in cents. */
export const PRICE_STEP_CENTS = 500;
export const DEFAULT_PRICE_RANGE_CENTS = { low: 0, high: 100_000 } as const;
/** Facet value lists scroll after this many values; 'See More' scrolls by this much. */
export const FACET_VISIBLE_VALUES = 5;
export const FACET_SEE_MORE_SCROLL_PX = 180;
/** The read-more accordion collapses at this height. */
export const READ_MORE_COLLAPSED_HEIGHT_PX = 150;

/** Address lookup needs this many characters before it suggests anything. */
export const ADDRESS_LOOKUP_MIN_LENGTH = 3;
/** Store-locator helpline hours. */
export const HELPLINE_HOURS = '9 am to 5 pm, Monday to Saturday';
/** Star rating shown when a product has none. */
export const DEFAULT_RATING = 0;
/** 'New Releases' means published in this many months and in stock. */
export const NEW_RELEASE_MONTHS = 3;
/** After a successful sign-in the form waits this long before the customer is logged in. */
export const LOGIN_SUCCESS_DELAY_MS = 2000;

/** Name fields need at least this many characters; so does a password at login. */
export const NAME_MIN_LENGTH = 2;
export const LOGIN_PASSWORD_MIN_LENGTH = 2;
/** Phone lengths: with a leading plus, and without. */
export const PHONE_LENGTH_WITH_PLUS = 12;
export const PHONE_LENGTHS_WITHOUT_PLUS = [10, 11] as const;
/** A customer must be at least this many years old. */
export const BIRTHDAY_MIN_AGE_YEARS = 10;
/** Lists in the account area scroll above these heights. */
export const ADDRESS_LIST_MAX_HEIGHT = '12rem';
export const WISHLIST_LIST_MAX_HEIGHT = '25rem';
/** Placeholders shown while the account details load. */
export const ACCOUNT_LOADING_PLACEHOLDERS = 6;
/** Date formats (`YYYY`, `MMM`, `MM`, `DD` tokens): birthday and wishlist dates, and 'member since'. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const MEMBER_SINCE_FORMAT = 'MMM YYYY';
/** Shopping-list page defaults. */
export const SHOPPING_LIST_PAGE = { limit: 20, offset: 0 } as const;
/** The flyout's carousel shows one item at a time. */
export const FLYOUT_CAROUSEL_PER_VIEW = 1;
/** How many concurrent-modification retries an update gets before it fails. */
export const CONCURRENT_MODIFICATION_RETRIES = 5;

/**
 * Carousel breakpoints, widest first: at `minWidth` px and above, `perView` items show and a slide moves `step`.
 * Below the last entry's width the carousel shows one item and moves one.
 */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 1380, perView: 6, step: 3 },
  { minWidth: 1023, perView: 5, step: 2 },
  { minWidth: 768, perView: 4, step: 2 },
  { minWidth: 680, perView: 3, step: 1 },
  { minWidth: 375, perView: 2, step: 1 },
] as const;
export const CAROUSEL_NARROWEST = { perView: 1, step: 1 } as const;
/** A search provider's correction empties the result (and autocomplete's products) from this query length. */
export const CORRECTED_QUERY_MIN_LENGTH = 6;
/** Facets whose field contains one of these (any case) are internal and never shown. */
export const HIDDEN_FACET_MARKERS = ['staff', 'b2b', 'b2c'] as const;
/** Targets of the Bible branch's quick links: the guide page, and the print-size chart (a PDF, not given by the spec). */
export const BIBLE_TRANSLATION_GUIDE_PATH = '/bible-translation-guide';
export const BIBLE_PRINT_SIZES_URL = '/bible-print-sizes.pdf';
/** Facet values the 'New Releases' quick link selects. */
export const NEW_RELEASES_FILTERS = {
  available: 'In Stock',
  publication_date: `Last ${NEW_RELEASE_MONTHS} Months`,
} as const;
/**
 * Product types that are never stocked, so 'not in stock' means nothing for them (the spec calls these
 * "specified" types without naming them; gift cards are the one such product the shop sells).
 */
export const STOCKLESS_PRODUCT_TYPE_KEYS: readonly string[] = ['gift-card'];
