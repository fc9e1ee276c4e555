// The rules-only entry, `@bookshop/sdk/rules`: pure functions, schemas and constants, no transport code.

export type { Money, Price } from '../search/searchTypes';
export * from '../validation/index';
export { type AccountRow, type AccountRowKey, accountRows } from './accountRows';
export { type AddressBookCustomer, type AddressType, PRINTED_CATALOGS_FIELD } from './addressBook';
export { type AvailabilityButton, availabilityButton, type ProductView } from './availabilityButton';
export { type Breadcrumb, breadcrumbTrail } from './breadcrumbTrail';
export { type CarouselLayout, carouselLayout } from './carouselLayout';
export { type CarouselSource, carouselSource } from './carouselSource';
export { type CategoryNode, type CategoryRef, categoryLineage } from './category';
export { categoryHeading } from './categoryHeading';
export { categoryPathFromSlug } from './categoryPathFromSlug';
export * from './constants';
export { type CountryCode, countryCode } from './countryCode';
export { type CustomerKind, type CustomerKindSource, customerKind } from './customerKind';
export { customFieldValue, type JsonValue } from './customFieldValue';
export { type DiscountMessageCode, discountMessage } from './discountMessage';
export { dropAutocompleteProducts } from './dropAutocompleteProducts';
export { type Availability, type AvailabilityInput, effectiveAvailability } from './effectiveAvailability';
export { type DateInput, formatDate } from './formatDate';
export { formatMemberSince } from './formatMemberSince';
export { isCorrectedEmpty } from './isCorrectedEmpty';
export { isSubscriptionCacheFresh, type SubscriptionCache } from './isSubscriptionCacheFresh';
export { latestBirthday } from './latestBirthday';
export { normalizePriceRange, type PriceRange } from './normalizePriceRange';
export { type PaginationItem, paginationRange } from './paginationRange';
export { type AddressAddInput, planAddressAdd } from './planAddressAdd';
export { type AddressDeleteInput, planAddressDelete } from './planAddressDelete';
export { type AddressEditInput, planAddressEdit } from './planAddressEdit';
export { planSetDefaultAddress, type SetDefaultAddressInput } from './planSetDefaultAddress';
export {
  planWishlistToggle,
  type WishlistToggleList,
  type WishlistToggleOptions,
  type WishlistTogglePlan,
  type WishlistToggleProduct,
} from './planWishlistToggle';
export { formatMoney, type PriceText, priceDisplay } from './priceDisplay';
export { type QuickLink, quickLinks } from './quickLinks';
export {
  normalizeSearchState,
  type SearchSort,
  type SearchState,
  type SearchStateUrlOptions,
  searchStateFromUrl,
  searchStateToUrl,
} from './searchState';
export {
  type BackgroundFilters,
  SEARCH_FILTER_WHITELIST,
  searchspringParams,
  withBackgroundFilters,
} from './searchspringParams';
export { type BackOrderBadgeInput, showBackOrderBadge } from './showBackOrderBadge';
export { showSameAsCheckbox } from './showSameAsCheckbox';
export { type StreetParts, splitStreet } from './splitStreet';
export { truncateName } from './truncateName';
export { visibleFacets } from './visibleFacets';
export { type WishlistCreatedContext, wishlistCreatedMessage } from './wishlistCreatedMessage';
