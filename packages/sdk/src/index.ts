// The public surface of `@bookshop/sdk`. Named exports only; the runtime names are declared in `public-surface.json`.

export type { AddressesResource } from './addresses/addressesResource';
export type {
  MagicLinkCheck,
  MagicLinkRedemption,
  MagicLinkRequest,
  MagicLinkStatus,
  PasswordResetResult,
  SignedIn,
  SignUpInput,
  SignUpResult,
  UserCheck,
} from './auth/authResource';
export {
  type AuthResource,
  SIGN_IN_FAILED_MESSAGE,
  type SignInInput,
} from './auth/authResource';
export { memoryTokenStore, type TokenSet, type TokenStore } from './auth/tokenStore';
export {
  type AccountResource,
  type BackendResource,
  type DistanceResource,
  type DonationResource,
  type GiftCardPinResult,
  type GiftCardResource,
  type GiftCardType,
  type InstoreResource,
  type InvoicesResource,
  type LoyaltyCustomer,
  type LoyaltyCustomerLookup,
  type LoyaltyResource,
  type LoyaltyUpdateResult,
  type NearestStores,
  type OrdersResource,
  type ProductReview,
  type ReviewsResource,
  type SavedCardsResource,
  SIGN_IN_REQUIRED_MESSAGE,
  type StoreAddress,
  type StoreDistance,
  type StoreDistances,
  type StoreRef,
  type StoreSearchOrigin,
  type WishlistLinksResource,
  type WishlistPushLinkInput,
  type WishlistPushLinkResult,
  type WishlistShareLinkInput,
} from './backend/backendResource';
export type {
  AccountBalance,
  BackendMoney,
  DistanceOrigin,
  Donation,
  GiftCardBalance,
  Invoice,
  InvoicePayment,
  SavedCard,
  SharedWishlist,
  ShopOrder,
  StoreLocation,
  StoreStock,
  WishlistShareLink,
} from './backend/backendWire';
export type {
  Cart,
  CartItemInput,
  CartReference,
  CartResource,
  CartWriteOptions,
  DiscountAnswer,
  DiscountCodeOptions,
  DiscountOutcome,
} from './cart/cartResource';
export type { CatalogProduct } from './catalog/catalogProduct';
export type { CatalogResource } from './catalog/catalogResource';
export type { Category } from './catalog/category';
export {
  type CheckoutPayment,
  type CheckoutPlan,
  type CheckoutResource,
  type Order,
  orderExtraCents,
  type PlacedCheckout,
  type PlaceOrderInput,
} from './checkout/checkoutResource';
export {
  type BookshopConfig,
  type BookshopConfigInput,
  type BookshopDependencies,
  type BookshopServices,
  configFromEnv,
  emulatorServices,
  type Logger,
  resolveConfig,
} from './config';
export { bookshopConfigSchema } from './configSchema';
export type {
  ContentEntryType,
  ContentEntryUrl,
  ContentPageOf,
  ContentResource,
  ContentSearchResult,
} from './content/contentResource';
export type {
  AccountBannerContent,
  AdSlot,
  AuthorPage,
  BlogPost,
  CategoryContent,
  ContentAsset,
  ContentBanner,
  ContentLink,
  ContentPage,
  ContentTextBanner,
  Footer,
  GlobalSettings,
  HeaderNavigation,
  HelpArticle,
  NavigationColumn,
  NavigationItem,
  Store,
} from './content/contentTypes';
export { type Bookshop, createBookshop } from './createBookshop';
export { CURRENCY_RATE_FAILED_MESSAGE, type CurrencyResource } from './currency/currencyResource';
export type { CachedRate, RateStore } from './currency/rateStore';
export {
  type Customer,
  type CustomerResource,
  customField,
  type EmailChangeOutcome,
  LOYALTY_UPDATE_FAILED_MESSAGE,
  type LoyaltyUpdate,
} from './customer/customerResource';
export {
  AuthError,
  BookshopError,
  CheckoutError,
  type CheckoutErrorCode,
  ConcurrentModificationError,
  type GraphQLErrorEntry,
  GraphQLResponseError,
  HttpError,
  SESSION_ENDED_MESSAGE,
  SignInPausedError,
  ValidationError,
  type ValidationIssue,
} from './errors';
export type {
  AddressInput,
  CartFieldsFragment,
  CartState,
  CustomerFieldsFragment,
  DiscountCodeState,
  MyCartUpdateAction,
  MyCustomerUpdateAction,
  MyShoppingListUpdateAction,
  OrderFieldsFragment,
  ShoppingListFieldsFragment,
} from './generated/graphql';
export {
  type AddressFindInput,
  AddressLookupError,
  type AddressLookupParts,
  type AddressLookupResult,
  type AddressSuggestion,
  type LookupAddress,
  type LookupResource,
} from './lookup/lookupResource';
export { unsupportedAddressType } from './lookup/unsupportedAddressType';
export {
  isSubscribeError,
  type NewsletterContact,
  type NewsletterResource,
  type SubscribeResult,
} from './newsletter/newsletterResource';
export type {
  CommerceOrder,
  CommerceOrderPage,
  CommerceOrdersResource,
} from './orders/commerceOrdersResource';
export type {
  AuthoriseInput,
  PaymentMethodInput,
  PaymentRequestOptions,
  PaymentResult,
  PaymentsResource,
} from './payments/paymentsResource';
export type { ProductStock, ProductSummary } from './products/productSummary';
export { type CartLine, productSummaryFromCartLine } from './products/productSummaryFromCartLine';
export { productSummaryFromCatalog } from './products/productSummaryFromCatalog';
export { productSummaryFromSearch } from './products/productSummaryFromSearch';
export * from './rules';
export type { RecommendProfile } from './search/recommendProfile';
export type {
  AutocompleteOptions,
  AutocompletePart,
  AutocompleteResult,
  Recommendation,
  RecommendInput,
  SearchOptions,
  SearchResource,
  StockMerge,
  Suggestions,
} from './search/searchResource';
export type { BackgroundFilters } from './search/searchspringParams';
export type { SearchspringOptions, SearchspringTracking } from './search/searchspringTracking';
export type {
  MerchandisingBanners,
  Money,
  Price,
  SearchFacet,
  SearchFacetValue,
  SearchPagination,
  SearchProduct,
  SearchResult,
  SortOption,
} from './search/searchTypes';
export type { MetaFacet, SearchMeta } from './search/siteMeta';
export type { TrendingQuery } from './search/trending';
export type { NoInput, RequestOptions } from './transport/http';
export type {
  Wishlist,
  WishlistDraft,
  WishlistPage,
  WishlistsResource,
  WishlistToggleResult,
} from './wishlists/wishlistsResource';
