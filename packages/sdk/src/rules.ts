// The rules-only entry, `@bookshop/sdk/rules`: pure functions, schemas and constants, no transport code. The rules
// live in `rules/` and `validation/`; those only the clients apply stay unexported (`public-surface.json`).

export { type AccountRow, type AccountRowKey, accountRows } from './rules/accountRows';
export { type AddressBookCustomer, type AddressType, PRINTED_CATALOGS_FIELD } from './rules/addressBook';
export {
  ADDRESS_LOOKUP_EMPTY_MESSAGE,
  ADDRESS_LOOKUP_MIN_LENGTH,
  addressLookupLabel,
  LOOKUP_FAILED_MESSAGE,
} from './rules/addressLookup';
export { AU_STATES, type AuStateCode, isAuState } from './rules/auStates';
export { type AvailabilityButton, availabilityButton, type ProductView } from './rules/availabilityButton';
export { type Breadcrumb, breadcrumbTrail } from './rules/breadcrumbTrail';
export { CAROUSEL_BREAKPOINTS, CAROUSEL_NARROWEST, type CarouselLayout, carouselLayout } from './rules/carouselLayout';
export { CAROUSEL_PRODUCT_LIMIT, NO_RESULT_PROFILE } from './rules/carouselSource';
export type { CategoryNode, CategoryRef } from './rules/category';
export { categoryHeading } from './rules/categoryHeading';
export { categoryPathFromSlug } from './rules/categoryPathFromSlug';
export { FAR_STORE_KM, farStoreMessage, nearestStoreFar } from './rules/collectStoreDistance';
export { COUNTRIES, type CountryCode, DEFAULT_COUNTRY } from './rules/countryCode';
export { type CustomerKind, type CustomerKindSource, customerKind } from './rules/customerKind';
export { customFieldValue, type JsonValue } from './rules/customFieldValue';
export { DEFAULT_RATING } from './rules/defaultRating';
export { type DiscountMessageCode, discountMessage } from './rules/discountMessage';
export { type Availability, type AvailabilityInput, effectiveAvailability } from './rules/effectiveAvailability';
export { type DateInput, formatDate } from './rules/formatDate';
export { formatMemberSince } from './rules/formatMemberSince';
export { FREE_DELIVERY_THRESHOLD_CENTS } from './rules/freeDeliveryThreshold';
export {
  giftCardRecipientFields,
  giftCardRecipientOf,
  type LineItemCustomInput,
} from './rules/giftCardRecipientFields';
export {
  GIFT_CARD_MESSAGES,
  type GiftCardAnswers,
  type GiftCardRefusal,
  type GiftCardRefusalReason,
  type GiftCardUse,
  giftCardRefusal,
} from './rules/giftCardRefusal';
export { HELPLINE_HOURS } from './rules/helplineHours';
export { isCorrectedEmpty } from './rules/isCorrectedEmpty';
export { isGiftCard } from './rules/isGiftCard';
export { isSubscriptionCacheFresh, type SubscriptionCache } from './rules/isSubscriptionCacheFresh';
export { latestBirthday } from './rules/latestBirthday';
export { normalizePriceRange, type PriceRange } from './rules/normalizePriceRange';
export { type PaginationItem, paginationRange } from './rules/paginationRange';
export type { AddressAddInput } from './rules/planAddressAdd';
export type { AddressDeleteInput } from './rules/planAddressDelete';
export type { AddressEditInput } from './rules/planAddressEdit';
export type { SetDefaultAddressInput } from './rules/planSetDefaultAddress';
export {
  planWishlistToggle,
  type WishlistToggleList,
  type WishlistToggleOptions,
  type WishlistTogglePlan,
  type WishlistToggleProduct,
} from './rules/planWishlistToggle';
export { formatMoney, type Money, type Price, type PriceText, priceDisplay } from './rules/priceDisplay';
export {
  type ProductAvailability,
  type ProductAvailabilityInput,
  productAvailability,
} from './rules/productAvailability';
export { type QuickLink, quickLinks } from './rules/quickLinks';
export { SEARCH_QUERY_MAX_LENGTH } from './rules/searchQueryMaxLength';
export {
  DEFAULT_PAGE_SIZE,
  normalizeSearchState,
  PAGE_SIZES,
  SEARCH_FILTER_WHITELIST,
  type SearchSort,
  type SearchState,
  type SearchStateUrlOptions,
  searchStateFromUrl,
  searchStateToUrl,
} from './rules/searchState';
export { type BackOrderBadgeInput, showBackOrderBadge } from './rules/showBackOrderBadge';
export { showSameAsCheckbox } from './rules/showSameAsCheckbox';
export { type StreetParts, splitStreet } from './rules/splitStreet';
export { NAME_LENGTH_AUTOCOMPLETE, NAME_LENGTH_FLYOUT, truncateName } from './rules/truncateName';
export { visibleFacets } from './rules/visibleFacets';
export { type WishlistCreatedContext, wishlistCreatedMessage } from './rules/wishlistCreatedMessage';
export * from './validation/index';
